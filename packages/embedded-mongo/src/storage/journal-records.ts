import type { Document } from 'bson';
import type { IndexSpec } from '../indexes/index-spec.js';
import type { Catalog } from './catalog.js';
import type { StoredDocument } from './document-store.js';
import type { JournalRecord } from '../durability/durable-store.js';

/**
 * The records this server journals, each an after-image that can be applied again safely:
 *   {k: 'createColl', db, coll, options}   a collection (or a view: options.viewOn) was created
 *   {k: 'collOptions', db, coll, options}  collMod replaced a collection's options
 *   {k: 'dropColl', db, coll}              a collection was dropped
 *   {k: 'dropDb', db}                      a database was dropped
 *   {k: 'createIndex', db, coll, spec}     an index was declared (spec as listIndexes shows it)
 *   {k: 'dropIndex', db, coll, name}       an index was dropped
 *   {k: 'put', db, coll, doc}              a document was inserted or replaced by this version
 *   {k: 'del', db, coll, id}               the document with this _id was deleted
 *   {k: 'docs', db, coll, docs}            these documents are stored (a snapshot's block; on disk one binary
 *                                          of their BSON back to back, see durability/record-frame.ts)
 * A snapshot is the same records: createColl, createIndex and docs for everything that exists.
 */
export function applyRecord(catalog: Catalog, record: JournalRecord): void {
  const database = String(record.db);
  const name = String(record.coll);
  switch (record.k) {
    case 'createColl':
      if (!catalog.collection(database, name)) catalog.createCollection(database, name, record.options as Document);
      return;
    case 'collOptions':
      catalog.collection(database, name)?.modifyOptions(record.options as Document);
      return;
    case 'dropColl':
      catalog.dropCollection(database, name);
      return;
    case 'dropDb':
      catalog.dropDatabase(database);
      return;
    case 'createIndex':
      catalog.collectionForWrite(database, name).restoreIndex(record.spec as IndexSpec);
      return;
    case 'dropIndex':
      catalog.collection(database, name)?.dropIndex(String(record.name));
      return;
    case 'put':
      catalog.collectionForWrite(database, name).restore(record.doc as StoredDocument);
      return;
    case 'docs':
      catalog.collectionForWrite(database, name).restoreBlock(record.docs as StoredDocument[]);
      return;
    case 'del':
      catalog.collection(database, name)?.removeById(record.id);
      return;
    default:
      throw new Error(`unknown journal record kind '${String(record.k)}'`);
  }
}

/**
 * Documents per block of a snapshot: about a megabyte of the shop's documents. Recovery pays one envelope and one
 * checksum call per block instead of per document (bench:restart, 100,000 products + 300,000 orders: server CPU to
 * listening 3.3-3.9 s before, 1.6-2.2 s after, at load average 15-20; the other figures in the bench's header).
 */
const DOCUMENTS_PER_BLOCK = 1000;

export function* stateRecords(catalog: Catalog): Generator<JournalRecord> {
  for (const collection of catalog.allCollections()) {
    const db = collection.database;
    const coll = collection.name;
    yield { k: 'createColl', db, coll, options: collection.options };
    for (const index of collection.indexes.values()) yield { k: 'createIndex', db, coll, spec: index.spec };
    let docs: StoredDocument[] = [];
    for (const doc of collection.documents.storedValues()) {
      docs.push(doc);
      if (docs.length < DOCUMENTS_PER_BLOCK) continue;
      yield { k: 'docs', db, coll, docs };
      docs = [];
    }
    if (docs.length > 0) yield { k: 'docs', db, coll, docs };
  }
}
