import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FADE_IN_MS, PAGE_FADE_OUT_MS } from '../../config/constants';
import { useFadeSwap } from './use-fade-swap';

afterEach(() => {
  vi.useRealTimers();
});

describe('useFadeSwap', () => {
  it('draws content it has from the start on its first render, with no fade', () => {
    const drawn: (string | undefined)[] = [];

    const { result } = renderHook(() => {
      const swap = useFadeSwap('page one', 'all/1');
      drawn.push(swap.shown);
      return swap;
    });

    expect(drawn[0]).toBe('page one');
    expect(result.current).toEqual({ shown: 'page one', phase: 'idle' });
  });

  it('keeps the previous content while it fades out and the next loads, then shows the next', () => {
    vi.useFakeTimers();
    const initialProps: { value: string | undefined; key: string } = { value: 'page one', key: 'all/1' };
    const { result, rerender } = renderHook(({ value, key }) => useFadeSwap(value, key), { initialProps });

    rerender({ value: undefined, key: 'all/2' });
    expect(result.current).toEqual({ shown: 'page one', phase: 'out' });

    rerender({ value: 'page two', key: 'all/2' });
    act(() => void vi.advanceTimersByTime(PAGE_FADE_OUT_MS));

    expect(result.current).toEqual({ shown: 'page two', phase: 'in' });
    act(() => void vi.advanceTimersByTime(PAGE_FADE_IN_MS));
    expect(result.current).toEqual({ shown: 'page two', phase: 'idle' });
  });

  it('shows the first content once it loads, and a change of the same page in place, with no fade', () => {
    const initialProps: { value: string | undefined; key: string } = { value: undefined, key: 'all/1' };
    const { result, rerender } = renderHook(({ value, key }) => useFadeSwap(value, key), { initialProps });
    expect(result.current).toEqual({ shown: undefined, phase: 'idle' });

    rerender({ value: 'page one', key: 'all/1' });
    expect(result.current).toEqual({ shown: 'page one', phase: 'idle' });

    rerender({ value: 'page one, repriced', key: 'all/1' });
    expect(result.current).toEqual({ shown: 'page one, repriced', phase: 'idle' });
  });
});
