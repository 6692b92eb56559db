import type { Document } from 'bson';
import { CommandError, ErrorCode, badValue } from '../command-error.js';
import { isPlainObject } from './plain-object.js';

/** A non-simple collation: strings compare through Intl.Collator instead of by code points. */
export interface Collation {
  locale: string;
  strength: 1 | 2 | 3;
  compare: (a: string, b: string) => number;
  /** Folds a string so that strings the collation deems equal fold to the same string. */
  fold: (value: string) => string;
}

const SENSITIVITY = { 1: 'base', 2: 'accent', 3: 'variant' } as const;
const SUPPORTED_FIELDS = new Set([
  'locale',
  'strength',
  'caseFirst',
  'numericOrdering',
  'caseLevel',
  'alternate',
  'maxVariable',
  'normalization',
  'backwards',
  'version',
]);
/** Options whose non-default values Intl.Collator cannot express. */
const DEFAULTS_ONLY: Document = { caseLevel: false, alternate: 'non-ignorable', backwards: false };

/** undefined for no collation or {locale: 'simple'}, which keep binary string comparison. */
export function parseCollation(raw: unknown): Collation | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw))
    throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'collation' is the wrong type, expected type 'object'");
  if (typeof raw.locale !== 'string')
    throw new CommandError(ErrorCode.Location40414, "BSON field 'locale' is missing but a required field");
  if (raw.locale === 'simple') return undefined;
  assertSupportedFields(raw);
  const locale = raw.locale.replace(/_/g, '-');
  if (Intl.Collator.supportedLocalesOf(locale).length === 0) throw badValue(`Field 'locale' is invalid in: { locale: "${raw.locale}" }`);
  const strength = raw.strength === undefined ? 3 : Number(raw.strength);
  if (![1, 2, 3].includes(strength)) {
    throw new CommandError(
      ErrorCode.CommandNotSupported,
      `collation strength ${strength} is not supported by the embedded server (1 to 3 are)`,
    );
  }
  return collationFor(locale, strength as 1 | 2 | 3, raw);
}

function assertSupportedFields(raw: Document): void {
  for (const [field, value] of Object.entries(raw)) {
    if (!SUPPORTED_FIELDS.has(field)) throw badValue(`unknown collation field: ${field}`);
    if (field in DEFAULTS_ONLY && value !== DEFAULTS_ONLY[field]) {
      throw new CommandError(
        ErrorCode.CommandNotSupported,
        `collation option ${field}: ${String(value)} is not supported by the embedded server`,
      );
    }
  }
}

function collationFor(locale: string, strength: 1 | 2 | 3, raw: Document): Collation {
  const collator = new Intl.Collator(locale, {
    sensitivity: SENSITIVITY[strength],
    numeric: raw.numericOrdering === true,
    caseFirst: raw.caseFirst === 'upper' || raw.caseFirst === 'lower' ? raw.caseFirst : 'false',
  });
  return { locale, strength, compare: collator.compare, fold: folder(locale, strength) };
}

function folder(locale: string, strength: 1 | 2 | 3): (value: string) => string {
  if (strength === 3) return (value) => value;
  if (strength === 2) return (value) => value.toLocaleLowerCase(locale);
  return (value) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/** A copy of value with every string (keys aside) folded; RegExps and other BSON values untouched. */
export function foldStrings(value: unknown, collation: Collation): unknown {
  if (typeof value === 'string') return collation.fold(value);
  if (Array.isArray(value)) return value.map((element) => foldStrings(element, collation));
  if (!isPlainObject(value)) return value;
  const folded: Document = {};
  for (const [key, element] of Object.entries(value)) folded[key] = foldStrings(element, collation);
  return folded;
}

/** Operators whose string arguments are type names, not values the collation compares. */
const UNFOLDED_OPERATORS = new Set(['$type']);

/**
 * A copy of a filter with the strings it compares folded: not type names, and inside $expr not
 * the '$field' paths. Regexes ignore collations in MongoDB but would only see folded strings here,
 * so they are refused rather than answered wrongly.
 */
export function foldFilter(value: unknown, collation: Collation, inExpression = false): unknown {
  if (typeof value === 'string') return inExpression && value.startsWith('$') ? value : collation.fold(value);
  if (value instanceof RegExp || (isPlainObject(value) && '$regex' in value)) {
    throw new CommandError(
      ErrorCode.CommandNotSupported,
      'a regular expression with a non-simple collation is not supported by the embedded server',
    );
  }
  if (Array.isArray(value)) return value.map((element) => foldFilter(element, collation, inExpression));
  if (!isPlainObject(value)) return value;
  const folded: Document = {};
  for (const [key, element] of Object.entries(value)) {
    folded[key] = UNFOLDED_OPERATORS.has(key) ? element : foldFilter(element, collation, inExpression || key === '$expr');
  }
  return folded;
}
