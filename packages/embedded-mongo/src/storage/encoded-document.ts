import { BSON, deserialize, ObjectId, type Document } from 'bson';
import { keyString } from '../indexes/key-string.js';

/**
 * Keep Long as Long instead of turning it into a number, so types survive a round trip.
 * UTF-8 validation is redundant behind the journal's checksums and costs start-up time.
 */
export const DESERIALIZE_OPTIONS = { promoteLongs: false, validation: { utf8: false } } as const;

/** [type, nameOffset, nameLength, valueOffset, valueLength], offsets into the whole buffer. */
type Element = [number, number, number, number, number];

const parseElements = (buffer: Uint8Array, offset: number) => BSON.onDemand.parseToElements(buffer, offset) as Iterable<Element>;

/** Where encoded documents' bytes are read from: a buffer in memory, or a data file (durability/document-file.ts). */
export interface DocumentBytes {
  /** A buffer holding the length bytes at offset; callers neither write to it nor keep it. */
  read(offset: number, length: number): Buffer;
}

/** Bytes held in memory, for records decoded from a buffer that is kept (repair, tests). */
export class BufferBytes implements DocumentBytes {
  constructor(private readonly buffer: Buffer) {}

  read(offset: number, length: number): Buffer {
    return this.buffer.subarray(offset, offset + length);
  }
}

/**
 * A stored document as the BSON bytes it was recovered from, decoded only when a command reads it: a data directory
 * opens without decoding every document, and a document nobody reads costs its place on disk, not its objects. The
 * bytes are read back from their data file on each access (the page cache keeps them warm), so a recovered
 * document costs this object and its _id's key in memory, not its bytes.
 * bench:restart (100,000 products + 300,000 orders, 468 MB on disk): RSS once listening 805 MB when the bytes were
 * held in memory, 351 MB read back from the files (load average 20 on 2 cores); 210 MB with the record id kept here.
 */
export class EncodedDocument {
  /** Its collection's record id for it, kept here rather than in a map entry per recovered document. */
  recordId = 0;

  private constructor(
    private source: DocumentBytes,
    private offset: number,
    readonly byteLength: number,
    readonly idKey: string,
  ) {}

  /**
   * The document at offset of buffer, keyed by its _id, whose bytes are read back from source at sourceOffset;
   * undefined when its first field is not _id.
   */
  static at(buffer: Buffer, offset: number, source: DocumentBytes, sourceOffset: number): EncodedDocument | undefined {
    const idKey = firstFieldIsId(buffer, offset) ? idKeyAt(buffer, offset) : undefined;
    return idKey === undefined ? undefined : new EncodedDocument(source, sourceOffset, buffer.readInt32LE(offset), idKey);
  }

  get bytes(): Buffer {
    return this.source.read(this.offset, this.byteLength);
  }

  /** The same bytes now live at offset of source (a snapshot copied them there): reads go there from now on. */
  moveTo(source: DocumentBytes, offset: number): void {
    this.source = source;
    this.offset = offset;
  }

  decode(): Document {
    return deserialize(this.bytes, DESERIALIZE_OPTIONS);
  }

  /**
   * Only the named top-level fields (each named once), decoded: all an index needs to compute its keys. Scalars are
   * read from the bytes directly; the rest (arrays, documents, rarer types) through the BSON decoder.
   */
  project(fields: readonly Buffer[]): Document {
    const projected: Document = {};
    const others: Buffer[] = [];
    const buffer = this.bytes;
    const end = buffer.length - 1;
    for (let at = 4, found = 0; at < end && found < fields.length;) {
      const type = buffer[at];
      const nameStart = at + 1;
      let nameEnd = nameStart;
      while (buffer[nameEnd] !== 0) nameEnd++;
      const valueStart = nameEnd + 1;
      const valueEnd = valueStart + valueBytes(buffer, type, valueStart);
      const field = fields.find((name) => isNameAt(buffer, nameStart, nameEnd, name));
      if (field) {
        found++;
        const value = scalarAt(buffer, type, valueStart);
        if (value === NOT_SCALAR) others.push(buffer.subarray(at, valueEnd));
        else projected[buffer.toString('utf8', nameStart, nameEnd)] = value;
      }
      at = valueEnd;
    }
    return others.length === 0 ? projected : Object.assign(projected, documentOf(others));
  }
}

const NOT_SCALAR = Symbol('not a scalar');

/** The value of an element of a common scalar type at offset, as the BSON decoder (with DESERIALIZE_OPTIONS) gives it. */
function scalarAt(buffer: Buffer, type: number, offset: number): unknown {
  switch (type) {
    case 1:
      return buffer.readDoubleLE(offset);
    case 2:
      return buffer.toString('utf8', offset + 4, offset + 3 + buffer.readInt32LE(offset));
    case 7:
      return new ObjectId(Uint8Array.prototype.slice.call(buffer, offset, offset + OBJECT_ID_BYTES));
    case 8:
      return buffer[offset] === 1;
    case 9:
      return new Date(buffer.readInt32LE(offset + 4) * 2 ** 32 + buffer.readUInt32LE(offset));
    case 10:
      return null;
    case 16:
      return buffer.readInt32LE(offset);
    default:
      return NOT_SCALAR;
  }
}

/** Whether the element name between start and end is name (a loop: names are short, a native compare costs more). */
function isNameAt(buffer: Buffer, start: number, end: number, name: Buffer): boolean {
  if (name.length !== end - start) return false;
  for (let position = 0; position < name.length; position++) if (name[position] !== buffer[start + position]) return false;
  return true;
}

const ID_FIELD = Buffer.from('_id\0', 'latin1');
const BSON_OBJECT_ID = 7;
const OBJECT_ID_BYTES = 12;
/** [int32 length][type byte] come before the first field's name. */
const FIRST_NAME_OFFSET = 5;

function firstFieldIsId(buffer: Buffer, offset: number): boolean {
  const name = offset + FIRST_NAME_OFFSET;
  return buffer.compare(ID_FIELD, 0, ID_FIELD.length, name, name + ID_FIELD.length) === 0;
}

/** keyString of the _id, read straight from the bytes for an ObjectId (nearly every document). */
function idKeyAt(buffer: Buffer, offset: number): string | undefined {
  if (buffer[offset + 4] === BSON_OBJECT_ID) {
    const value = offset + FIRST_NAME_OFFSET + ID_FIELD.length;
    return 'o' + buffer.toString('hex', value, value + OBJECT_ID_BYTES);
  }
  for (const element of parseElements(buffer, offset)) return keyString(decodeElements(buffer, [element])._id);
  return undefined;
}

/** Decodes a document made of these elements only, copied out of buffer. */
function decodeElements(buffer: Buffer, elements: Element[]): Document {
  return documentOf(
    elements.map(([, nameOffset, , valueOffset, valueLength]) => buffer.subarray(nameOffset - 1, valueOffset + valueLength)),
  );
}

/** Fixed value sizes by BSON type; the others are measured in valueBytes. */
const FIXED_VALUE_BYTES: Record<number, number> = { 1: 8, 6: 0, 7: 12, 8: 1, 9: 8, 10: 0, 16: 4, 17: 8, 18: 8, 19: 16, 127: 0, 255: 0 };

/** Bytes of the value of an element of this type starting at offset. */
function valueBytes(buffer: Buffer, type: number, offset: number): number {
  const fixed = FIXED_VALUE_BYTES[type] as number | undefined;
  if (fixed !== undefined) return fixed;
  switch (type) {
    case 2: // string
    case 13: // JavaScript code
    case 14: // symbol
      return 4 + buffer.readInt32LE(offset);
    case 3: // document
    case 4: // array
    case 15: // code with scope
      return buffer.readInt32LE(offset);
    case 5: // binary: length, subtype, bytes
      return 5 + buffer.readInt32LE(offset);
    case 11: {
      // regex: pattern and options, both C strings
      const patternEnd = buffer.indexOf(0, offset);
      return buffer.indexOf(0, patternEnd + 1) + 1 - offset;
    }
    case 12: // DBPointer: string, then an ObjectId
      return 4 + buffer.readInt32LE(offset) + 12;
    default:
      throw new Error(`unknown BSON type ${type}`);
  }
}

function documentOf(slices: Buffer[]): Document {
  const bodyBytes = slices.reduce((sum, slice) => sum + slice.byteLength, 0);
  const document = Buffer.allocUnsafe(bodyBytes + 5);
  document.writeInt32LE(bodyBytes + 5, 0);
  let at = 4;
  for (const slice of slices) at += slice.copy(document, at);
  document[at] = 0;
  return deserialize(document, DESERIALIZE_OPTIONS);
}
