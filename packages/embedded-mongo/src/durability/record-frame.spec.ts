import { Binary, Decimal128, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import type { JournalRecord } from './durable-store.js';
import { EncodedDocument } from '../storage/encoded-document.js';
import { decodeFrames, encodeFrame, FRAME_HEADER_BYTES } from './record-frame.js';

function framesOf(records: JournalRecord[]): Buffer {
  return Buffer.concat(records.flatMap((record) => encodeFrame(record)));
}

describe('record frames', () => {
  it('keeps a block of documents encoded and decodes each one as it was written', () => {
    const documents = [
      { _id: new ObjectId(), name: 'Bunny keychain', stock: Long.fromNumber(3), at: new Date('2024-05-01T10:00:00Z') },
      { name: 'Kuromi sticker, its _id last', _id: 7 },
      { _id: 'plush', sizes: [['S', 1], { left: 2 }] },
    ];
    const decoded: JournalRecord[] = [];
    const buffer = framesOf([{ k: 'docs', db: 'shop', coll: 'products', docs: documents }]);

    decodeFrames(buffer, buffer.length, decoded);

    const [block] = decoded;
    expect(block).toMatchObject({ k: 'docs', db: 'shop', coll: 'products' });
    const stored = block.docs as (EncodedDocument | object)[];
    expect(stored.map((document) => document instanceof EncodedDocument)).toEqual([true, false, true]);
    expect(stored.map((document) => (document instanceof EncodedDocument ? document.decode() : document))).toEqual(documents);
  });

  it('round-trips BSON types exactly', () => {
    const record = {
      op: 'insert',
      doc: {
        _id: new ObjectId(),
        createdAt: new Date('2024-05-01T10:00:00Z'),
        views: Long.fromString('9007199254740993'),
        small: Long.fromNumber(3),
        image: new Binary(Buffer.from([1, 2, 3]), 0),
        price: Decimal128.fromString('19.99'),
        sizes: [
          ['S', 1],
          ['M', [2, { left: 3 }]],
        ],
      },
    };
    const decoded: JournalRecord[] = [];
    const buffer = framesOf([record]);

    decodeFrames(buffer, buffer.length, decoded);

    expect(decoded).toEqual([record]);
    const doc = decoded[0].doc as typeof record.doc;
    expect(doc._id).toBeInstanceOf(ObjectId);
    expect(doc.views).toBeInstanceOf(Long);
    expect(doc.small).toBeInstanceOf(Long);
    expect(doc.image).toBeInstanceOf(Binary);
    expect(doc.price).toBeInstanceOf(Decimal128);
  });

  it('decodes every complete frame and reports the incomplete one after them', () => {
    const buffer = framesOf([{ n: 1 }, { n: 2 }]);
    const decoded: JournalRecord[] = [];

    const result = decodeFrames(buffer, buffer.length - 2, decoded);

    expect(decoded).toEqual([{ n: 1 }]);
    expect(result.stop.kind).toBe('incomplete');
    expect(result.end).toBe(buffer.length / 2);
  });

  it('stops at a frame whose checksum does not match its body', () => {
    const buffer = framesOf([{ n: 1 }, { n: 2 }]);
    buffer[buffer.length - 3] ^= 0xff;
    const decoded: JournalRecord[] = [];

    const result = decodeFrames(buffer, buffer.length, decoded);

    expect(decoded).toEqual([{ n: 1 }]);
    expect(result.stop).toEqual({ kind: 'corrupt', reason: 'checksum mismatch' });
  });

  it('treats a zero-filled tail as corrupt rather than as records', () => {
    const buffer = Buffer.concat([framesOf([{ n: 1 }]), Buffer.alloc(FRAME_HEADER_BYTES * 4)]);
    const decoded: JournalRecord[] = [];

    const result = decodeFrames(buffer, buffer.length, decoded);

    expect(decoded).toEqual([{ n: 1 }]);
    expect(result.stop.kind).toBe('corrupt');
  });
});
