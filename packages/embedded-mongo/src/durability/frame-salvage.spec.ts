import { deserialize } from 'bson';
import { describe, expect, it } from 'vitest';
import { salvageFrames } from './frame-salvage.js';
import { encodeFrame, encodeTrailer, FRAME_HEADER_BYTES } from './record-frame.js';

const records = Array.from({ length: 10 }, (_, n) => ({ k: 'put', doc: { _id: n, name: `Bunny keychain ${n}` } }));
const frames = records.map((record) => Buffer.concat(encodeFrame(record)));
const offsetOf = (index: number) => frames.slice(0, index).reduce((sum, frame) => sum + frame.length, 0);

function keptIds(intact: Buffer[]): number[] {
  const ids: number[] = [];
  const kept = Buffer.concat(intact);
  for (let offset = 0; offset < kept.length; offset += FRAME_HEADER_BYTES + kept.readUInt32LE(offset)) {
    const body = kept.subarray(offset + FRAME_HEADER_BYTES, offset + FRAME_HEADER_BYTES + kept.readUInt32LE(offset));
    ids.push((deserialize(body).doc as { _id: number })._id);
  }
  return ids;
}

describe('salvaging a damaged record file', () => {
  it('resumes at the next intact record after each damaged stretch', () => {
    const journal = Buffer.concat(frames);
    journal[offsetOf(2) + FRAME_HEADER_BYTES + 10] ^= 0x01;
    journal[offsetOf(6) + 1] ^= 0x80;

    const salvaged = salvageFrames(journal, false);

    expect(keptIds(salvaged.intact)).toEqual([0, 1, 3, 4, 5, 7, 8, 9]);
    expect(salvaged.recordCount).toBe(8);
    expect(salvaged.lost).toEqual([
      { offset: offsetOf(2), bytes: frames[2].length, reason: 'checksum mismatch' },
      { offset: offsetOf(6), bytes: frames[6].length, reason: 'incomplete record' },
    ]);
  });

  it('reports nothing lost for an intact snapshot, and an early end for one without its trailer', () => {
    const snapshot = Buffer.concat([...frames, encodeTrailer(frames.length)]);

    expect(salvageFrames(snapshot, true).lost).toEqual([]);
    expect(salvageFrames(Buffer.concat(frames.slice(0, 4)), true).lost).toEqual([
      { offset: offsetOf(4), bytes: 0, reason: 'no trailer: the snapshot ends early' },
    ]);
  });
});
