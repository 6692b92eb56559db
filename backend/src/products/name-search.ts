import type { QueryFilter } from 'mongoose';
import { escapeRegExp } from '../common/regexp.js';
import type { Product } from './schemas/product.schema.js';

/**
 * The storefront's name search, on an index: a product matches when each word of the keyword begins a word
 * of its name, in any case, with or without accents ("kit" finds "Hello Kitty Mirror", "cafe" finds
 * "Café Mug"). Han and kana characters are words of their own, since such names have no spaces.
 *
 * Each product keeps its name's words (NameWords) and their first NAME_KEY_LENGTH characters (NameKeys).
 * The index { Display, NameKeys, ProductName, _id } hands out the listed products of one key already in
 * the catalogue's order, so a page reads about a page of entries whatever the catalogue's size, on
 * MongoDB as on the embedded server; the words' regex checks only those entries.
 */
export const NAME_KEY_LENGTH = 3;
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+/gu;
/** Matches no product: for a keyword without a single word in it (only punctuation). */
const NO_PRODUCT = { _id: { $in: [] } };

export interface NameSearchFields {
  NameWords: string[];
  NameKeys: string[];
}

/** The distinct words of text, lower case, accents removed. */
export function nameWords(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(folded.match(WORD) ?? [])];
}

export function nameSearchFields(productName: string): NameSearchFields {
  const words = nameWords(productName);
  return { NameWords: words, NameKeys: [...new Set(words.map((word) => word.slice(0, NAME_KEY_LENGTH)))] };
}

export function nameSearchCondition(keyword: string): QueryFilter<Product> {
  const words = nameWords(keyword);
  return words.length === 0 ? NO_PRODUCT : { $and: words.map(wordCondition) };
}

function wordCondition(word: string): QueryFilter<Product> {
  const beginsAWord = { NameWords: { $regex: `^${escapeRegExp(word)}` } };
  // A word shorter than a key cannot name one: its products are found by the regex alone, walking the names.
  return word.length < NAME_KEY_LENGTH ? beginsAWord : { NameKeys: word.slice(0, NAME_KEY_LENGTH), ...beginsAWord };
}
