import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import { Collection, type WriteRules } from './collection.js';
import type { Journal } from './journal.js';

/** All databases and their collections. A database exists while it has a collection. */
export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private readonly writeRules: WriteRules = { bypassDocumentValidation: false };

  constructor(readonly journal: Journal) {}

  /** Runs one command's writes with or without the collections' validators. */
  withValidation<T>(bypassDocumentValidation: boolean, run: () => T): T {
    this.writeRules.bypassDocumentValidation = bypassDocumentValidation;
    try {
      return run();
    } finally {
      this.writeRules.bypassDocumentValidation = false;
    }
  }

  collection(database: string, name: string): Collection | undefined {
    return this.databases.get(database)?.get(name);
  }

  /** The collection a write goes to, created on first use as MongoDB does; never a view. */
  collectionForWrite(database: string, name: string): Collection {
    return this.existingCollectionForWrite(database, name) ?? this.createCollection(database, name, {});
  }

  /** The collection a delete goes to, if it exists; never a view. */
  existingCollectionForWrite(database: string, name: string): Collection | undefined {
    const collection = this.collection(database, name);
    if (collection?.isView)
      throw new CommandError(ErrorCode.CommandNotSupportedOnView, `Namespace ${database}.${name} is a view, not a collection`);
    return collection;
  }

  createCollection(database: string, name: string, options: Document): Collection {
    assertValidNames(database, name);
    if (this.collection(database, name)) {
      throw new CommandError(ErrorCode.NamespaceExists, `Collection ${database}.${name} already exists.`);
    }
    const collection = new Collection(database, name, options, this.journal, this.writeRules);
    const collections = this.databases.get(database) ?? new Map<string, Collection>();
    collections.set(name, collection);
    this.databases.set(database, collections);
    this.journal.write({ k: 'createColl', db: database, coll: name, options });
    return collection;
  }

  dropCollection(database: string, name: string): Collection | undefined {
    const collections = this.databases.get(database);
    const collection = collections?.get(name);
    if (!collections || !collection) return undefined;
    collections.delete(name);
    if (collections.size === 0) this.databases.delete(database);
    this.journal.write({ k: 'dropColl', db: database, coll: name });
    return collection;
  }

  dropDatabase(database: string): void {
    if (!this.databases.delete(database)) return;
    this.journal.write({ k: 'dropDb', db: database });
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  collectionsOf(database: string): Collection[] {
    return [...(this.databases.get(database)?.values() ?? [])];
  }

  allCollections(): Collection[] {
    return [...this.databases.values()].flatMap((collections) => [...collections.values()]);
  }
}

const INVALID_DATABASE_CHARACTERS = /[/\\. "$*<>:|?\0]/;

function assertValidNames(database: string, name: string): void {
  if (database.length === 0 || INVALID_DATABASE_CHARACTERS.test(database)) {
    throw new CommandError(ErrorCode.InvalidNamespace, `Invalid database name: '${database}'`);
  }
  if (name.length === 0 || name.includes('$') || name.includes('\0') || name.startsWith('.')) {
    throw new CommandError(ErrorCode.InvalidNamespace, `Invalid collection name: ${name}`);
  }
}
