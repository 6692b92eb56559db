import type { adminEn } from './en.js';

/** The shape every admin catalogue has: the English one's keys, any text. */
export type AdminCatalogue = Texts<typeof adminEn>;
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The languages of the admin area; the spec's own (Chinese) comes first and is the default. */
export const ADMIN_LANGUAGES = ['zh-CN', 'en'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
export const DEFAULT_ADMIN_LANGUAGE: AdminLanguage = 'zh-CN';
/** Where the back office keeps the admin's choice of language (localStorage). */
export const ADMIN_LANGUAGE_STORAGE_KEY = 'adminLanguage';
/** The i18next namespace of the admin catalogue. */
export const ADMIN_NAMESPACE = 'admin';

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPluralSuffix<Key> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key;

/** A key of the admin catalogue as i18next takes it ("subType.nameRequired"; a plural without its suffix). */
export type AdminMessageKey = WithoutPluralSuffix<LeafPaths<typeof adminEn>>;

type TextAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : T[`${Path}_one` & keyof T] | T[`${Path}_other` & keyof T];
type PlaceholdersOf<Text> = Text extends `${string}{{${infer Placeholder}}}${infer Rest}`
  ? (Placeholder extends `${infer Name}, ${string}` ? Name : Placeholder) | PlaceholdersOf<Rest>
  : never;

/** A value a message interpolates; a list is written with i18next's `list` formatter ("low or all"). */
export type AdminMessageValue = string | number | readonly string[];

/** The values a key's English text interpolates (`count` picks a plural form). */
export type AdminMessageParams<Key extends AdminMessageKey> = {
  [Name in PlaceholdersOf<TextAt<typeof adminEn, Key>>]: Name extends 'count' ? number : AdminMessageValue;
};
