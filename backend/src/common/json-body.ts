import type { IncomingMessage } from 'node:http';
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { JSON_BODY_LIMITS } from '../config/limits.js';

export const JSON_TOO_DEEP = `JSON bodies may nest at most ${JSON_BODY_LIMITS.maxDepth} levels deep.`;
export const JSON_NOT_UTF8 = 'JSON bodies must be UTF-8.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Parses JSON bodies of up to JSON_BODY_LIMITS.maxBytes, and refuses unparsed any nested deeper than
 * maxDepth: parsing and validating recurse once per level, so a deep body overflowed the stack (a 500)
 * and cost ten flat bodies' CPU. Keeps each body's bytes on request.rawBody, which the payment webhook's
 * signature covers; the app must be created without Nest's rawBody option, whose `verify` would replace this one.
 */
export function useJsonBodyParser(app: NestExpressApplication): void {
  // Nest's options type leaves `verify` out (its own rawBody option sets it); a variable, unlike a literal, may carry it.
  const options = { limit: JSON_BODY_LIMITS.maxBytes, verify: keepCheckedRawBody };
  app.useBodyParser('json', options);
}

function keepCheckedRawBody(request: IncomingMessage & { rawBody?: Buffer }, _response: unknown, body: Buffer, encoding: string): void {
  // The scan reads bytes; in UTF-8 no byte of a multi-byte character looks like a bracket or a quote.
  if (encoding !== 'utf-8') throw new UnsupportedMediaTypeException(JSON_NOT_UTF8);
  if (nestsDeeperThan(body, JSON_BODY_LIMITS.maxDepth)) throw new BadRequestException(JSON_TOO_DEEP);
  request.rawBody = body;
}

/** One pass over the raw bytes: brackets inside strings do not count. */
export function nestsDeeperThan(body: Buffer, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index += 1) {
    const byte = body[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(byte)) depth -= 1;
  }
  return false;
}
