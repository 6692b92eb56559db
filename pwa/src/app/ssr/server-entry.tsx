import type { PageData } from '@shop/contracts/storefront/page-data';
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { serverAnswerMap } from '../../lib/use-cached-read';
import { pageReads } from './page-reads';
import { ShopApp } from './shop-app';

/**
 * The server build's entry (`vite build --ssr`, into dist/server): the backend loads it by path and renders each
 * storefront page's #root with the app's own screens, from the answers it read through its services. It waits
 * for every lazily loaded screen before it sends anything, so the HTML is the whole page in order, with no
 * script to reveal a part (what a crawler reads is what a shopper sees); the browser hydrates it (mount-app.tsx).
 */
export async function renderPage(url: string, data: PageData): Promise<string> {
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const html = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    // Piped only once everything is ready, and no part, however large, is sent apart (React's progressive chunks
    // come with a script that moves them in place): every part is in its place in the HTML.
    const stream = renderToPipeableStream(<ShopApp answers={serverAnswerMap(pageReads(data))} router={router} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(html),
      onShellError: reject,
    });
  });
}
