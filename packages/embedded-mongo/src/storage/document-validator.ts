import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import { compileFilter } from './filter-compiler.js';
import { translateQueryErrors } from './document-query.js';
import { isPlainObject } from './plain-object.js';

/** Throws DocumentValidationFailure for a write the collection's validator refuses. */
export type DocumentCheck = (document: Document, previous: Document | undefined) => void;

const LEVELS = ['strict', 'moderate', 'off'];
const ACTIONS = ['error', 'warn'];

/**
 * The check a collection's validator, validationLevel and validationAction ask for, or undefined
 * when every write passes (no validator, level off, or action warn, which MongoDB only logs).
 */
export function compileValidation(options: Document): DocumentCheck | undefined {
  const { validator, validationLevel = 'strict', validationAction = 'error' } = options;
  if (!LEVELS.includes(String(validationLevel)))
    throw new CommandError(
      ErrorCode.BadValue,
      `Enumeration value '${String(validationLevel)}' for field 'validationLevel' is not a valid value.`,
    );
  if (!ACTIONS.includes(String(validationAction)))
    throw new CommandError(
      ErrorCode.BadValue,
      `Enumeration value '${String(validationAction)}' for field 'validationAction' is not a valid value.`,
    );
  if (validator === undefined || (isPlainObject(validator) && Object.keys(validator).length === 0)) return undefined;
  if (!isPlainObject(validator))
    throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'validator' is the wrong type, expected type 'object'");
  if ('$jsonSchema' in validator)
    throw new CommandError(ErrorCode.CommandNotSupported, '$jsonSchema validators are not supported by the embedded server');
  const clauses = Object.entries(validator).map(([field, condition]) => ({
    field,
    condition,
    test: translateQueryErrors(() => compileFilter({ [field]: condition })),
  }));
  if (validationLevel === 'off' || validationAction === 'warn') return undefined;
  const passes = (document: Document) => clauses.every((clause) => clause.test(document));
  return (document, previous) => {
    const failing = clauses.filter((clause) => !clause.test(document));
    if (failing.length === 0) return;
    if (validationLevel === 'moderate' && previous && !passes(previous)) return;
    const details = {
      operatorName: '$and',
      specifiedAs: validator,
      clausesNotSatisfied: failing.map(({ field, condition }) => ({ operatorName: field, specifiedAs: { [field]: condition } })),
    };
    throw new CommandError(ErrorCode.DocumentValidationFailure, 'Document failed validation', {
      errInfo: { failingDocumentId: document._id, details },
    });
  };
}
