import { calculateObjectSize, type Document } from 'bson';
import { EncodedDocument } from './encoded-document.js';

/** A document as stored: decoded (written since start-up) or still the bytes it was recovered from. */
export type StoredDocument = Document | EncodedDocument;

/**
 * A collection's documents by the key string of their _id, in natural (insertion) order. Documents recovered
 * from disk stay encoded and are decoded each time a command reads them; documents written since are kept
 * decoded. Readers only ever see decoded documents.
 */
export class DocumentStore {
  private readonly stored = new Map<string, StoredDocument>();

  get size(): number {
    return this.stored.size;
  }

  has(id: string): boolean {
    return this.stored.has(id);
  }

  get(id: string): Document | undefined {
    return decoded(this.stored.get(id));
  }

  /** The record id a document recovered from disk and still encoded carries. */
  recoveredRecordId(id: string): number | undefined {
    const document = this.stored.get(id);
    return document instanceof EncodedDocument ? document.recordId : undefined;
  }

  set(id: string, document: StoredDocument): void {
    this.stored.set(id, document);
  }

  delete(id: string): boolean {
    return this.stored.delete(id);
  }

  *values(): Generator<Document> {
    for (const document of this.stored.values()) yield decoded(document);
  }

  *entries(): Generator<[string, Document]> {
    for (const [id, document] of this.stored) yield [id, decoded(document)];
  }

  /** The documents as stored, for writing a snapshot without decoding them. */
  storedValues(): IterableIterator<StoredDocument> {
    return this.stored.values();
  }

  /**
   * Each document with at least the given top-level fields (all of them when fields is undefined), and the record id
   * a recovered one carries: an index being built reads only its own fields of a document recovered from disk.
   */
  *withFields(fields: readonly Buffer[] | undefined): Generator<[string, Document, number | undefined]> {
    for (const [id, document] of this.stored) {
      if (!(document instanceof EncodedDocument)) yield [id, document, undefined];
      else yield [id, fields ? document.project(fields) : document.decode(), document.recordId];
    }
  }

  /** BSON size of one stored document. */
  static byteSize(document: StoredDocument): number {
    return document instanceof EncodedDocument ? document.byteLength : calculateObjectSize(document);
  }
}

function decoded<T extends StoredDocument | undefined>(document: T): Document | Exclude<T, EncodedDocument> {
  return document instanceof EncodedDocument ? document.decode() : (document as Exclude<T, EncodedDocument>);
}
