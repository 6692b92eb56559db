import { ObjectId, UUID, type Document } from 'bson';
import { CommandError, ErrorCode, badValue } from '../command-error.js';
import { ID_INDEX_SPEC, sameIndexOptions, sameKey, type IndexSpec } from '../indexes/index-spec.js';
import { formatKeyValue } from '../indexes/duplicate-key-message.js';
import { keyString } from '../indexes/key-string.js';
import { SecondaryIndex, type IndexKeys } from '../indexes/secondary-index.js';
import { compileValidation, type DocumentCheck } from './document-validator.js';
import { DocumentStore, type StoredDocument } from './document-store.js';
import { EncodedDocument } from './encoded-document.js';
import type { Journal } from './journal.js';
import { isPlainObject } from './plain-object.js';

/** Shared by every collection of a catalog; set for the duration of one command. */
export interface WriteRules {
  bypassDocumentValidation: boolean;
}

export type CreateIndexOutcome = 'created' | 'exists';

/**
 * One collection: documents by the key string of their _id, in insertion (natural) order, plus
 * its declared indexes. Stored documents are never mutated: an update stores a new object, so
 * open cursors and in-flight replies keep seeing the version they read.
 */
export class Collection {
  readonly documents = new DocumentStore();
  readonly indexes = new Map<string, SecondaryIndex>();
  readonly uuid = new UUID();
  /** Handed out on first use (showRecordId) and kept while the document lives; a recovered document carries its own. */
  private readonly recordIds = new Map<string, number>();
  private lastRecordId = 0;
  private currentOptions: Document;
  private check: DocumentCheck | undefined;

  constructor(
    readonly database: string,
    readonly name: string,
    options: Document,
    private readonly journal: Journal,
    private readonly rules: WriteRules,
  ) {
    this.check = compileValidation(options);
    this.currentOptions = options;
  }

  get options(): Document {
    return this.currentOptions;
  }

  get isView(): boolean {
    return typeof this.currentOptions.viewOn === 'string';
  }

  /** collMod: the new options (validator, validation level and action...) rule the writes that follow. */
  modifyOptions(options: Document): void {
    this.check = compileValidation(options);
    this.currentOptions = options;
    this.journal.write({ k: 'collOptions', db: this.database, coll: this.name, options });
  }

  get namespace(): string {
    return `${this.database}.${this.name}`;
  }

  /** Stores a new document (its _id first, generated if absent); throws a duplicate key error. */
  insert(document: Document): Document {
    const stored = withIdFirst(document);
    const id = idKeyOf(stored);
    if (this.documents.has(id)) throw this.duplicateIdError(stored);
    this.validate(stored, undefined);
    const keys = this.checkUniqueKeys(id, stored);
    this.documents.set(id, stored);
    this.addKeys(id, keys, stored);
    this.journal.write({ k: 'put', db: this.database, coll: this.name, doc: stored });
    if (this.currentOptions.capped) this.trimCapped();
    return stored;
  }

  /**
   * Swaps a stored document for its updated version, keeping its place in natural order. Only the indexes whose
   * keys the update changes are touched: most updates (stock, status, delivery marks) change no indexed field.
   */
  replace(previous: Document, next: Document): void {
    const id = idKeyOf(previous);
    this.validate(next, previous);
    // An update shares the fields it leaves alone with the stored version: an index on those alone has nothing to do.
    const changed = [...this.indexes.values()].filter((index) => !index.readsOnlySharedFields(previous, next));
    const keys = this.checkUniqueKeys(
      id,
      next,
      changed.filter((index) => index.usesKeys),
    );
    const recordId = this.recordIdFor(id);
    // The new version is decoded: its record id can no longer be read from the recovered one it replaces.
    this.recordIds.set(id, recordId);
    for (const index of changed) {
      const nextKeys = keys.get(index) ?? [];
      const previousKeys = index.usesKeys ? index.keysOf(previous) : [];
      if (index.keepsEntries(previous, next, previousKeys, nextKeys)) continue;
      index.remove(id, previousKeys, previous, recordId);
      index.add(id, nextKeys, next, recordId);
    }
    this.documents.set(id, next);
    this.journal.write({ k: 'put', db: this.database, coll: this.name, doc: next });
  }

  remove(document: Document): void {
    const id = idKeyOf(document);
    if (!this.documents.delete(id)) return;
    this.removeKeys(id, document);
    this.recordIds.delete(id);
    this.journal.write({ k: 'del', db: this.database, coll: this.name, id: document._id });
  }

  /**
   * Replays a recorded after-image: insert or overwrite, without constraint checks. A document recovered from disk
   * stays encoded; the indexes declared by recovery are built from the documents when first read.
   */
  restore(stored: StoredDocument): void {
    const id = stored instanceof EncodedDocument ? stored.idKey : idKeyOf(stored);
    const recordId = this.documents.has(id) ? this.recordIdFor(id) : ++this.lastRecordId;
    if (stored instanceof EncodedDocument) stored.recordId = recordId;
    else this.recordIds.set(id, recordId);
    if (!this.hasBuiltIndex()) {
      this.documents.set(id, stored);
      return;
    }
    const built = [...this.indexes.values()].filter((index) => index.isBuilt);
    const previous = this.documents.get(id);
    if (previous) this.removeKeys(id, previous);
    this.documents.set(id, stored);
    const document = stored instanceof EncodedDocument ? stored.decode() : stored;
    for (const index of built) index.add(id, index.keysOf(document), document, recordId);
  }

  /**
   * Replays a snapshot's block of documents, each with the next record id: a snapshot holds each _id once, written from
   * a collection's documents, and comes before any other record of it, so none is stored yet. Keyed by _id when the
   * collection is first used (document-store.ts).
   */
  restoreBlock(documents: StoredDocument[]): void {
    if (this.hasBuiltIndex()) {
      for (const document of documents) this.restore(document);
      return;
    }
    for (const document of documents) {
      const recordId = ++this.lastRecordId;
      if (document instanceof EncodedDocument) document.recordId = recordId;
      else this.recordIds.set(idKeyOf(document), recordId);
    }
    this.documents.addRecovered(documents);
  }

  private hasBuiltIndex(): boolean {
    for (const index of this.indexes.values()) if (index.isBuilt) return true;
    return false;
  }

  /** Replays a recorded index declaration: built from the documents when first read, so start-up does not wait for it. */
  restoreIndex(spec: IndexSpec): void {
    if (this.findIndexConflict(spec)) return;
    this.indexes.set(spec.name, new SecondaryIndex(spec, (index) => this.fill(index, false)));
  }

  /** The record id of the document stored last: a tailable cursor reads the ones after it. */
  get newestRecordId(): number {
    return this.lastRecordId;
  }

  recordIdOf(document: Document): number {
    return this.recordIdFor(idKeyOf(document));
  }

  /** Record ids order equal index keys, as in MongoDB; they are handed out in natural order. */
  private recordIdFor(id: string): number {
    let recordId = this.recordIds.get(id) ?? this.documents.recoveredRecordId(id);
    if (recordId === undefined) {
      recordId = ++this.lastRecordId;
      this.recordIds.set(id, recordId);
    }
    return recordId;
  }

  removeById(idValue: unknown): void {
    const document = this.documents.get(keyString(idValue));
    if (document) this.remove(document);
  }

  createIndex(spec: IndexSpec): CreateIndexOutcome {
    if (this.findIndexConflict(spec)) return 'exists';
    const index = new SecondaryIndex(spec);
    // prepareUnique refuses new duplicates only: the documents already there may share keys.
    this.fill(index, spec.unique === true);
    this.indexes.set(spec.name, index);
    this.journal.write({ k: 'createIndex', db: this.database, coll: this.name, spec });
    return 'created';
  }

  /**
   * Adds every document to index, reading from a recovered document only the fields the index needs: straight from its
   * bytes into an entry when they are scalars and the index keeps nothing but ordered entries (bench:restart's first
   * catalogue page: see its header).
   */
  private fill(index: SecondaryIndex, checkUnique: boolean): void {
    const values: unknown[] = [];
    for (const [id, stored] of this.documents.storedEntries()) {
      if (!(stored instanceof EncodedDocument)) {
        this.addToIndex(index, checkUnique, id, stored, this.recordIdFor(id));
        continue;
      }
      const fields = index.scalarFields ? stored.scalars(index.scalarFields, values) : stored.project(index.readFields);
      if (fields) this.addToIndex(index, checkUnique, id, fields, stored.recordId);
      else index.addValues(id, values, stored.recordId);
    }
  }

  private addToIndex(index: SecondaryIndex, checkUnique: boolean, id: string, document: Document, recordId: number): void {
    const keys = checkUnique || index.usesKeys ? index.keysOf(document) : [];
    if (checkUnique) index.assertUnique(id, keys, document, this.namespace);
    index.add(id, keys, document, recordId);
  }

  /** The _ids of the documents that share a key of the named index, one list per shared key. */
  duplicateKeyGroups(name: string): unknown[][] {
    const index = this.indexes.get(name);
    if (!index) return [];
    const holders = new Map<string, unknown[]>();
    for (const document of this.documents.values()) {
      for (const key of index.keysOf(document).at(-1) ?? []) holders.set(key, [...(holders.get(key) ?? []), document._id]);
    }
    return [...holders.values()].filter((ids) => ids.length > 1);
  }

  /** collMod's index changes (hidden, expireAfterSeconds): the index is declared again with the new spec. */
  modifyIndex(name: string, changes: Partial<IndexSpec>): IndexSpec {
    const previous = this.indexes.get(name)?.spec;
    if (!previous) throw new CommandError(ErrorCode.IndexNotFound, `cannot find index ${name} for ns ${this.namespace}`);
    const next = Object.fromEntries(Object.entries({ ...previous, ...changes }).filter(([, value]) => value !== undefined)) as IndexSpec;
    this.dropIndex(name);
    this.createIndex(next);
    return previous;
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
    this.journal.write({ k: 'dropIndex', db: this.database, coll: this.name, name });
  }

  indexSpecs(): IndexSpec[] {
    const clustered = this.currentOptions.clusteredIndex as IndexSpec | undefined;
    const idIndex = clustered ? { ...clustered, clustered: true } : ID_INDEX_SPEC;
    return [idIndex, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  /** Total BSON size of the documents (what capped collections and $collStats measure). */
  dataSize(): number {
    let bytes = 0;
    for (const document of this.documents.storedValues()) bytes += DocumentStore.byteSize(document);
    return bytes;
  }

  private validate(next: Document, previous: Document | undefined): void {
    if (this.check && !this.rules.bypassDocumentValidation) this.check(next, previous);
  }

  /** A capped collection drops its oldest documents once over its size or document count. */
  private trimCapped(): void {
    const maxDocuments = Number(this.currentOptions.max) || Infinity;
    const maxBytes = Number(this.currentOptions.size);
    let bytes = this.dataSize();
    for (const oldest of this.documents.values()) {
      if (this.documents.size <= maxDocuments && bytes <= maxBytes) return;
      bytes -= DocumentStore.byteSize(oldest);
      this.remove(oldest);
    }
  }

  private findIndexConflict(spec: IndexSpec): IndexSpec | undefined {
    for (const existing of this.indexSpecs()) {
      const sameName = existing.name === spec.name;
      const keyMatches = sameKey(existing, spec);
      if (sameName && keyMatches && sameIndexOptions(existing, spec)) return existing;
      if (sameName && existing.name === '_id_' && keyMatches) return existing;
      if (sameName) {
        throw new CommandError(
          ErrorCode.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing)}`,
        );
      }
      if (keyMatches && sameIndexOptions(existing, spec)) {
        throw new CommandError(ErrorCode.IndexOptionsConflict, `Index already exists with a different name: ${existing.name}`);
      }
      if (keyMatches) {
        throw new CommandError(
          ErrorCode.IndexOptionsConflict,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing)}`,
        );
      }
    }
    return undefined;
  }

  private checkUniqueKeys(
    id: string,
    document: Document,
    indexes: Iterable<SecondaryIndex> = this.indexes.values(),
  ): Map<SecondaryIndex, IndexKeys> {
    const keys = new Map<SecondaryIndex, IndexKeys>();
    for (const index of indexes) {
      const indexKeys = index.keysOf(document);
      index.assertUnique(id, indexKeys, document, this.namespace);
      keys.set(index, indexKeys);
    }
    return keys;
  }

  private addKeys(id: string, keys: Map<SecondaryIndex, IndexKeys>, document: Document): void {
    const recordId = this.recordIdFor(id);
    for (const [index, indexKeys] of keys) index.add(id, indexKeys, document, recordId);
  }

  private removeKeys(id: string, document: Document): void {
    const recordId = this.recordIdFor(id);
    for (const index of this.indexes.values()) index.remove(id, index.keysOf(document), document, recordId);
  }

  /** MongoDB's duplicate key error on _id, with the keyPattern and keyValue drivers expose. */
  duplicateIdError(document: Document): CommandError {
    return new CommandError(
      ErrorCode.DuplicateKey,
      `E11000 duplicate key error collection: ${this.namespace} index: _id_ dup key: ${formatKeyValue({ _id: document._id })}`,
      { keyPattern: { _id: 1 }, keyValue: { _id: document._id } },
    );
  }
}

export function idKeyOf(document: Document): string {
  return keyString(document._id);
}

function withIdFirst(document: Document): Document {
  if (Array.isArray(document._id)) throw badValue("can't use an array for _id");
  if (document._id instanceof RegExp) throw badValue("can't use a regex for _id");
  assertNoDollarFieldInId(document._id);
  if (document._id !== undefined && Object.keys(document)[0] === '_id') return document;
  const { _id, ...rest } = document;
  return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
}

function assertNoDollarFieldInId(id: unknown): void {
  if (!isPlainObject(id)) return;
  const field = Object.keys(id).find((key) => key.startsWith('$'));
  if (field)
    throw new CommandError(
      ErrorCode.DollarPrefixedFieldName,
      `_id fields may not contain '$'-prefixed fields: ${field} is not valid for storage.`,
    );
}
