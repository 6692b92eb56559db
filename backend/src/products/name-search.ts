import pluralize from 'pluralize';
import type { QueryFilter } from 'mongoose';
import { escapeRegExp } from '../common/regexp.js';
import type { Product } from './schemas/product.schema.js';

/**
 * The storefront's search, on an index: a product matches when each word of the keyword begins a word of its
 * name, categories or characters (IP), in any case, with or without accents, singular or plural ("kit" finds
 * "Hello Kitty Mirror", "cafe" finds "Café Mug", "keychains" finds the Keychains category). Han and kana
 * characters are words of their own, since such names have no spaces.
 *
 * When no product matches so, the keyword is read again tolerating one typo per word of NAME_TYPO_MIN_LENGTH
 * letters or more ("kity" finds "Kitty"): a product's words of that length are stored with each of their
 * one-letter deletions (NameTypos), and two words are one edit apart when their deletion sets meet (a
 * substitution, insertion, deletion or swap of neighbours).
 *
 * Each product keeps its words and their singulars (NameWords) and their first NAME_KEY_LENGTH characters
 * (NameKeys). The index { Display, NameKeys, ProductName, _id } hands out the listed products of one key
 * already in the catalogue's order, so a page reads about a page of entries whatever the catalogue's size, on
 * MongoDB as on the embedded server; the words' regex checks only those entries. A count leaves the key out: the
 * words' regex alone is a range of the index { Display, NameWords }, counted from its entries.
 */
export const NAME_KEY_LENGTH = 3;
export const NAME_TYPO_MIN_LENGTH = 4;
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+/gu;
/** Matches no product: for a keyword without a single word in it (only punctuation). */
const NO_PRODUCT = { _id: { $in: [] } };

export interface NameSearchFields {
  NameWords: string[];
  NameKeys: string[];
  NameTypos: string[];
}

/** What a product is found by. */
export interface Searchable {
  ProductName: string;
  Category?: readonly string[];
  IP?: readonly string[];
}

/** The distinct words of text, lower case, accents removed. */
export function nameWords(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(folded.match(WORD) ?? [])];
}

/** "keychains" → "keychain", "boxes" → "box"; a word with no plural form stays itself. */
function singular(word: string): string {
  return pluralize.singular(word) || word;
}

/** The word and each of its one-letter deletions, for a word long enough to bear a typo. */
function typoVariants(word: string): string[] {
  if (word.length < NAME_TYPO_MIN_LENGTH) return [];
  return [word, ...Array.from(word, (_, index) => word.slice(0, index) + word.slice(index + 1))];
}

export function nameSearchFields({ ProductName, Category = [], IP = [] }: Searchable): NameSearchFields {
  const words = nameWords([ProductName, ...Category, ...IP].join(' '));
  const withSingulars = [...new Set(words.flatMap((word) => [word, singular(word)]))];
  return {
    NameWords: withSingulars,
    NameKeys: [...new Set(withSingulars.map((word) => word.slice(0, NAME_KEY_LENGTH)))],
    NameTypos: [...new Set(words.flatMap(typoVariants))],
  };
}

/** What a condition is for: finding a page (in name order, through the key) or counting the matches. */
export type SearchRead = 'page' | 'count';

/** The keyword's condition: each word begins a word of the product (plural or singular). */
export function nameSearchCondition(keyword: string, read: SearchRead = 'page'): QueryFilter<Product> {
  const words = nameWords(keyword);
  return words.length === 0 ? NO_PRODUCT : { $and: words.map((word) => prefixCondition(word, read)) };
}

/**
 * The keyword read with one typo per long word; undefined when no word of it is long enough to bear one. A long
 * word then matches a whole word one edit away (or equal), through the index { Display, NameTypos }: the products
 * of one such word are found without walking the catalogue. Shorter words still begin a word.
 */
export function typoSearchCondition(keyword: string, read: SearchRead = 'page'): QueryFilter<Product> | undefined {
  const words = nameWords(keyword);
  if (!words.some((word) => word.length >= NAME_TYPO_MIN_LENGTH)) return undefined;
  return { $and: words.map((word) => (word.length < NAME_TYPO_MIN_LENGTH ? prefixCondition(word, read) : typoCondition(word))) };
}

function prefixCondition(word: string, read: SearchRead): QueryFilter<Product> {
  const stem = singular(word);
  const beginsAWord = { NameWords: { $regex: `^${escapeRegExp(stem)}` } };
  // A word shorter than a key cannot name one: its products are found by the regex alone, walking the names.
  if (stem.length < NAME_KEY_LENGTH || read === 'count') return beginsAWord;
  return { NameKeys: stem.slice(0, NAME_KEY_LENGTH), ...beginsAWord };
}

function typoCondition(word: string): QueryFilter<Product> {
  return { NameTypos: { $in: [...new Set([...typoVariants(word), ...typoVariants(singular(word))])] } };
}
