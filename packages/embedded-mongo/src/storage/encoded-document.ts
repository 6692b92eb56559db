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
  /** The same, valid only until the next peek: for reading a few values out of each document of a scan. */
  peek(offset: number, length: number): Buffer;
}

/** Bytes held in memory, for records decoded from a buffer that is kept (repair, tests). */
export class BufferBytes implements DocumentBytes {
  constructor(private readonly buffer: Buffer) {}

  read(offset: number, length: number): Buffer {
    return this.buffer.subarray(offset, offset + length);
  }

  peek(offset: number, length: number): Buffer {
    return this.read(offset, length);
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

  /** The bytes until the next peek at its source: what project and scalars read, since they copy what they keep. */
  private get peekedBytes(): Buffer {
    return this.source.peek(this.offset, this.byteLength);
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
   * Only the named top-level fields (all of them when fields is undefined), decoded: all an index needs to compute its
   * keys. Scalars are read from the bytes directly; the rest (arrays, documents, rarer types) through the BSON decoder.
   */
  project(fields: FieldNames | undefined): Document {
    if (!fields) return this.decode();
    const buffer = this.peekedBytes;
    return projection(buffer, fields, fields.locate(buffer));
  }

  /**
   * Puts the named top-level fields' values into values, as an index entry holds a field of one value (null for a
   * missing one or an empty array), when each is a scalar read from the bytes or an empty array, and answers undefined;
   * otherwise answers the fields decoded as project gives them (one is an array, a document, a rarer type).
   */
  scalars(fields: FieldNames, values: unknown[]): Document | undefined {
    const buffer = this.peekedBytes;
    const places = fields.locate(buffer);
    for (let field = 0; field < fields.names.length; field++) {
      const value = entryValueAt(buffer, places[field * PLACE_SLOTS], places[field * PLACE_SLOTS + VALUE_START]);
      if (value === NOT_SCALAR) return projection(buffer, fields, places);
      values[field] = value;
    }
    return undefined;
  }
}

/** The fields found at places of the document in buffer, decoded. */
function projection(buffer: Buffer, fields: FieldNames, places: Int32Array): Document {
  const projected: Document = {};
  const others: Buffer[] = [];
  fields.names.forEach((name, field) => {
    const type = places[field * PLACE_SLOTS];
    if (type === MISSING) return;
    const value = scalarAt(buffer, type, places[field * PLACE_SLOTS + VALUE_START]);
    if (value !== NOT_SCALAR) projected[name] = value;
    else others.push(buffer.subarray(places[field * PLACE_SLOTS + ELEMENT_START], places[field * PLACE_SLOTS + VALUE_END]));
  });
  return others.length === 0 ? projected : Object.assign(projected, documentOf(others));
}

/** Per field in FieldNames.locate's answer: its element's type (MISSING when absent), where the element, its value and the element end. */
const PLACE_SLOTS = 4;
const ELEMENT_START = 1;
const VALUE_START = 2;
const VALUE_END = 3;
/** No element has type 0: that byte ends a document. */
const MISSING = 0;

/**
 * Top-level field names read from documents' bytes, as strings (to name what is found) and as UTF-8 bytes (to find it
 * without decoding every element's name): bench:restart's first catalogue page spent ~140 ms of its ~830 ms index fill
 * decoding the names it was looking for.
 */
export class FieldNames {
  private readonly bytes: Buffer[];
  /** Reused by each locate: an index fill locates the same fields in every document, one document at a time. */
  private readonly places: Int32Array;

  constructor(readonly names: readonly string[]) {
    this.bytes = names.map((name) => Buffer.from(name, 'utf8'));
    this.places = new Int32Array(names.length * PLACE_SLOTS);
  }

  /** Where each field lies in the document in buffer, PLACE_SLOTS numbers per field; valid until the next call. */
  locate(buffer: Buffer): Int32Array {
    const { places } = this;
    places.fill(MISSING);
    const end = buffer.length - 1;
    for (let at = 4, found = 0; at < end && found < this.bytes.length;) {
      const type = buffer[at];
      let nameEnd = at + 1;
      while (buffer[nameEnd] !== 0) nameEnd++;
      const valueStart = nameEnd + 1;
      const valueEnd = valueStart + valueBytes(buffer, type, valueStart);
      const field = this.fieldNamed(buffer, at + 1, nameEnd);
      if (field !== -1 && places[field * PLACE_SLOTS] === MISSING) {
        const place = field * PLACE_SLOTS;
        places[place] = type;
        places[place + ELEMENT_START] = at;
        places[place + VALUE_START] = valueStart;
        places[place + VALUE_END] = valueEnd;
        found++;
      }
      at = valueEnd;
    }
    return places;
  }

  /** Which field the element name between start and end is, or -1 (loops: names are short, a native compare costs more). */
  private fieldNamed(buffer: Buffer, start: number, end: number): number {
    for (let field = 0; field < this.bytes.length; field++) {
      const name = this.bytes[field];
      if (name.length !== end - start) continue;
      let position = 0;
      while (position < name.length && name[position] === buffer[start + position]) position++;
      if (position === name.length) return field;
    }
    return -1;
  }
}

const NOT_SCALAR = Symbol('not a scalar');

const BSON_ARRAY = 4;
/** An empty document or array: its int32 length and the ending zero. */
const EMPTY_DOCUMENT_BYTES = 5;

/**
 * A field's value in an index entry, when it is one value: an empty array is null there, as when missing (nearly every
 * order's UnannouncedChanges, which the order-change sweep's index reads: decoding each took ~1 s of bench:restart's
 * warm shop).
 */
function entryValueAt(buffer: Buffer, type: number, offset: number): unknown {
  if (type === MISSING || (type === BSON_ARRAY && buffer.readInt32LE(offset) === EMPTY_DOCUMENT_BYTES)) return null;
  return scalarAt(buffer, type, offset);
}

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

const ID_FIELD = Buffer.from('_id\0', 'latin1');
const BSON_OBJECT_ID = 7;
const OBJECT_ID_BYTES = 12;
/** [int32 length][type byte] come before the first field's name. */
const FIRST_NAME_OFFSET = 5;

function firstFieldIsId(buffer: Buffer, offset: number): boolean {
  const name = offset + FIRST_NAME_OFFSET;
  for (let position = 0; position < ID_FIELD.length; position++) if (buffer[name + position] !== ID_FIELD[position]) return false;
  return true;
}

/** keyString of the _id, read straight from the bytes for an ObjectId (nearly every document). */
function idKeyAt(buffer: Buffer, offset: number): string | undefined {
  if (buffer[offset + 4] === BSON_OBJECT_ID) return objectIdKeyAt(buffer, offset + FIRST_NAME_OFFSET + ID_FIELD.length);
  for (const element of parseElements(buffer, offset)) return keyString(decodeElements(buffer, [element])._id);
  return undefined;
}

const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
/** 'o' then an ObjectId's hex digits: keyString's spelling, written here for each key. */
const objectIdKey = Buffer.alloc(1 + 2 * OBJECT_ID_BYTES, 'o', 'latin1');

/**
 * keyString of the ObjectId at offset, as one flat string: 'o' + hex made a rope that the document map flattened (an
 * allocation and a copy) on each key's first lookup, ~300 ms of bench:restart's ~840 ms of restoring 400,000 documents.
 */
function objectIdKeyAt(buffer: Buffer, offset: number): string {
  for (let byte = 0; byte < OBJECT_ID_BYTES; byte++) {
    const value = buffer[offset + byte];
    objectIdKey[1 + 2 * byte] = HEX_DIGITS[value >> 4];
    objectIdKey[2 + 2 * byte] = HEX_DIGITS[value & 0xf];
  }
  return objectIdKey.toString('latin1');
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
