import { BSON, deserialize, type Document } from 'bson';
import { keyString } from '../indexes/key-string.js';

/**
 * Keep Long as Long instead of turning it into a number, so types survive a round trip.
 * UTF-8 validation is redundant behind the journal's checksums and costs start-up time.
 */
export const DESERIALIZE_OPTIONS = { promoteLongs: false, validation: { utf8: false } } as const;
const AT_OFFSET = { ...DESERIALIZE_OPTIONS, allowObjectSmallerThanBufferSize: true } as const;

/** [type, nameOffset, nameLength, valueOffset, valueLength], offsets into the whole buffer. */
type Element = [number, number, number, number, number];

const parseElements = (buffer: Uint8Array, offset: number) => BSON.onDemand.parseToElements(buffer, offset) as Iterable<Element>;

/**
 * A stored document as the BSON bytes it was read from disk with, decoded only when a command reads it: a data
 * directory opens without decoding every document, and a document nobody reads costs its bytes, not its objects.
 * The buffer is a whole file read once and never written to, so the bytes stay valid as long as they are referenced.
 */
export class EncodedDocument {
  private constructor(
    readonly buffer: Buffer,
    readonly offset: number,
    readonly idKey: string,
  ) {}

  /** The document at offset, keyed by its _id; undefined when its first field is not _id. */
  static at(buffer: Buffer, offset: number): EncodedDocument | undefined {
    const idKey = firstFieldIsId(buffer, offset) ? idKeyAt(buffer, offset) : undefined;
    return idKey === undefined ? undefined : new EncodedDocument(buffer, offset, idKey);
  }

  get byteLength(): number {
    return this.buffer.readInt32LE(this.offset);
  }

  get bytes(): Buffer {
    return this.buffer.subarray(this.offset, this.offset + this.byteLength);
  }

  decode(): Document {
    return deserialize(this.buffer, { ...AT_OFFSET, index: this.offset });
  }

  /** Only the named top-level fields, decoded: all an index needs to compute its keys. */
  project(fields: readonly Buffer[]): Document {
    const picked: Buffer[] = [];
    const { buffer } = this;
    const end = this.offset + this.byteLength - 1;
    for (let at = this.offset + 4; at < end;) {
      const nameStart = at + 1;
      const nameEnd = buffer.indexOf(0, nameStart);
      const valueEnd = nameEnd + 1 + valueBytes(buffer, buffer[at], nameEnd + 1);
      if (
        fields.some((field) => field.length === nameEnd - nameStart && buffer.compare(field, 0, field.length, nameStart, nameEnd) === 0)
      ) {
        picked.push(buffer.subarray(at, valueEnd));
      }
      at = valueEnd;
    }
    return documentOf(picked);
  }
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
