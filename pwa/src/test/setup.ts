import 'fake-indexeddb/auto';
import { DEFAULT_ADMIN_LANGUAGE } from '@shop/contracts/admin-messages/catalogue';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { adminI18n } from '../features/admin/i18n/admin-i18n';
import { queryClient } from '../lib/query-client';
import { forgetCachedReads } from '../lib/use-cached-read';
import { closeShopDatabase } from '../offline/shop-database';
import { BACKGROUND_WAIT } from './background-wait';

// A wait ends as soon as its condition holds; the limit only has to outlast a busy shared machine,
// where the first render of a file (cold modules, IndexedDB, socket handshakes) takes seconds.
configure({ asyncUtilTimeout: BACKGROUND_WAIT.timeout });

// jsdom does not scroll; the catalogue scrolls after paging.
window.scrollTo = () => undefined;

// jsdom has <dialog> without its modal methods: open and close are enough for what a test reads.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

// An answer stub that breaks its contract fails its test, even where the page swallows the error it causes.
const contractBreaches: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('breaks its contract')) contractBreaches.push(args[0]);
  consoleError(...args);
};

afterEach(async () => {
  cleanup();
  // The back office's language is app-wide too: each test starts on a device where none was chosen.
  await adminI18n.changeLanguage(DEFAULT_ADMIN_LANGUAGE);
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Each test starts with empty read caches (both are app-wide, as in the app).
  queryClient.clear();
  forgetCachedReads(() => true);
  // Each test starts with an empty shop database.
  await closeShopDatabase();
  globalThis.indexedDB = new IDBFactory();
  const breaches = contractBreaches.splice(0);
  if (breaches.length > 0) throw new Error(`A stubbed answer breaks its contract: ${breaches.join('; ')}`);
});
