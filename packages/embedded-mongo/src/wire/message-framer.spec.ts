import { describe, expect, it } from 'vitest';
import { MessageFramer } from './message-framer.js';
import { ProtocolError } from './opcodes.js';

function message(length: number, fill: number): Buffer {
  const bytes = Buffer.alloc(length, fill);
  bytes.writeInt32LE(length, 0);
  return bytes;
}

describe('the message framer', () => {
  it('reassembles a message split across many chunks, even inside the length prefix', () => {
    const framer = new MessageFramer(1024);
    const whole = message(100, 7);
    const pieces = [whole.subarray(0, 2), whole.subarray(2, 50), whole.subarray(50, 99)];
    for (const piece of pieces) expect(framer.push(piece)).toEqual([]);
    expect(framer.push(whole.subarray(99))).toEqual([whole]);
    expect(framer.pendingBytes).toBe(0);
  });

  it('cuts several messages out of one chunk and keeps the unfinished rest', () => {
    const framer = new MessageFramer(1024);
    const first = message(20, 1);
    const second = message(30, 2);
    const third = message(40, 3);
    expect(framer.push(Buffer.concat([first, second, third.subarray(0, 10)]))).toEqual([first, second]);
    expect(framer.pendingBytes).toBe(10);
    expect(framer.push(third.subarray(10))).toEqual([third]);
  });

  it('refuses a length beyond the limit before the bytes arrive', () => {
    const framer = new MessageFramer(1024);
    const header = Buffer.alloc(4);
    header.writeInt32LE(2048, 0);
    expect(() => framer.push(header)).toThrow(ProtocolError);
  });

  it('refuses a length shorter than a header', () => {
    expect(() => new MessageFramer(1024).push(Buffer.from([3, 0, 0, 0]))).toThrow(/invalid message length/);
  });
});
