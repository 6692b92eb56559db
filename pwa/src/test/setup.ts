import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not scroll; the catalogue scrolls after paging.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
