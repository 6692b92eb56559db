import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { closeShopDatabase } from '../offline/shop-database';

// jsdom does not scroll; the catalogue scrolls after paging.
window.scrollTo = () => undefined;

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  // Each test starts with an empty shop database.
  await closeShopDatabase();
  globalThis.indexedDB = new IDBFactory();
});
