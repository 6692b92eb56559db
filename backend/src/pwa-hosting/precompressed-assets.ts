import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The copies pwa/scripts/precompress.mjs writes beside a built file, best first. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof COPIES)[number]['encoding'];

/**
 * Sends the Brotli or gzip copy of a built file when the browser accepts it, with `Content-Encoding` and
 * `Vary: Accept-Encoding`; anything else goes on to the plain static files. The copies are listed once at
 * start-up: a build replaces the whole dist folder and the server is restarted with it.
 */
export function sendPrecompressed(pwaDist: string, headersFor: (pathInDist: string) => Record<string, string>) {
  const encodingsByPath = listPrecompressed(pwaDist);
  return (request: Request, response: Response, next: NextFunction): void => {
    const encodings = (request.method === 'GET' || request.method === 'HEAD') && encodingsByPath.get(request.path);
    if (encodings) response.vary('Accept-Encoding');
    // Brotli whenever the browser takes it: browsers list gzip first with the same weight, yet br is smaller.
    const copy =
      encodings && COPIES.find(({ encoding }) => encodings.includes(encoding) && request.acceptsEncodings(encoding) === encoding);
    if (!copy) {
      next();
      return;
    }
    const pathInDist = request.path.slice(1).split('/').join(sep);
    // The type of the file itself, not of its .br/.gz copy (send keeps a Content-Type already set).
    response.type(extname(request.path)).setHeader('Content-Encoding', copy.encoding);
    for (const [name, value] of Object.entries(headersFor(pathInDist))) response.setHeader(name, value);
    response.sendFile(join(pwaDist, pathInDist + copy.suffix), (error) => error && next(error));
  };
}

/** URL path → the encodings it has a copy in, in the order of COPIES. */
function listPrecompressed(pwaDist: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  for (const entry of readdirSync(pwaDist, { recursive: true, withFileTypes: true })) {
    const copy = COPIES.find(({ suffix }) => entry.isFile() && entry.name.endsWith(suffix));
    if (!copy) continue;
    const file = join(entry.parentPath, entry.name.slice(0, -copy.suffix.length));
    const urlPath = `/${relative(pwaDist, file).split(sep).join('/')}`;
    found.set(
      urlPath,
      [...(found.get(urlPath) ?? []), copy.encoding].sort((a, b) => order(a) - order(b)),
    );
  }
  return found;
}

const order = (encoding: Encoding) => COPIES.findIndex((copy) => copy.encoding === encoding);
