import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KEPT_ANSWERS_MAX, keepCachedRead, useCachedRead } from './use-cached-read';

const pageKey = (page: number) => ['catalogue', 'products', { status: 'all', filter: 'all', page }];
const neverAnswers = () => new Promise<string>(() => undefined);

function shownAtOnce(page: number) {
  const { result, unmount } = renderHook(() => useCachedRead(pageKey(page), neverAnswers));
  unmount();
  return result.current.data;
}

describe('useCachedRead', () => {
  it('keeps only the most recently shown answers, so a long browse does not keep every page it saw', () => {
    keepCachedRead(pageKey(1), 'page 1');
    for (let page = 2; page <= KEPT_ANSWERS_MAX; page += 1) keepCachedRead(pageKey(page), `page ${page}`);
    // Page 1 is shown again: now page 2 is the one least recently used.
    expect(shownAtOnce(1)).toBe('page 1');

    keepCachedRead(pageKey(KEPT_ANSWERS_MAX + 1), 'one page too many');

    expect(shownAtOnce(2)).toBeUndefined();
    expect(shownAtOnce(1)).toBe('page 1');
    expect(shownAtOnce(3)).toBe('page 3');
    expect(shownAtOnce(KEPT_ANSWERS_MAX + 1)).toBe('one page too many');
  });
});
