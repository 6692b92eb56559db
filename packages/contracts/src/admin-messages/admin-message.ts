/**
 * A message of the admin catalogue by reference: its key and the values it interpolates. The server's
 * answers to admin calls keep their English `message` (API clients and tests read it) and add
 * `messageKeys`, the catalogue messages it was written from, so the back office shows them in the
 * admin's language.
 */
import * as z from 'zod/mini';
import type { AdminMessageKey, AdminMessageParams } from './catalogue.js';
import { adminEn } from './en.js';

/** A key with the values its text needs (none for most). */
export type AdminMessage<Key extends AdminMessageKey = AdminMessageKey> = Key extends AdminMessageKey
  ? object extends AdminMessageParams<Key>
    ? { key: Key; params?: AdminMessageParams<Key> }
    : { key: Key; params: AdminMessageParams<Key> }
  : never;

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name.replace(/_(one|other)$/, '')}`] : keysOf(value as object, `${prefix}${name}.`),
  );
}
const CATALOGUE_KEYS = new Set(keysOf(adminEn));

export const isAdminMessageKey = (key: unknown): key is AdminMessageKey => typeof key === 'string' && CATALOGUE_KEYS.has(key);

export const adminMessageSchema = z.object({
  key: z.custom<AdminMessageKey>(isAdminMessageKey),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.readonly(z.array(z.string()))]))),
});

/** `messageKeys` of an answer: one entry per message joined (with "; ") in its English `message`. */
export const adminMessageKeysSchema = z.array(adminMessageSchema);
