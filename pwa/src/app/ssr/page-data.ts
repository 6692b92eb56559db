import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shop/contracts/storefront/page-data';
import { keepCachedRead, type ServerAnswer, serverAnswerMap } from '../../lib/use-cached-read';
import { pageReads } from './page-reads';

/**
 * The answers a server page was drawn from (backend storefront-html), for the app to hydrate it from: the
 * data ones are also kept as the answers of their reads, as fresh as a read, so the screens do not read them
 * again on mount, and show them at once when the shopper comes back. None on the offline shell.
 */
export function takeServerPageData(): ReadonlyMap<string, ServerAnswer> {
  const block = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const reads = block?.textContent ? pageReads(JSON.parse(block.textContent) as PageData) : [];
  for (const [key, answer] of reads) if ('data' in answer) keepCachedRead(key, answer.data);
  return serverAnswerMap(reads);
}
