import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { useCachedRead } from './use-cached-read';

describe('one invalidation for both caches', () => {
  it("makes the storefront's next visit wait for a fresh read instead of showing the answer it kept", async () => {
    const readProduct = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('Kitty mug, 12.00')
      .mockReturnValue(new Promise(() => undefined));
    const firstVisit = renderHook(() => useCachedRead(['catalogue', 'product', 'p1'], readProduct));
    await waitFor(() => expect(firstVisit.result.current.data).toBe('Kitty mug, 12.00'));
    firstVisit.unmount();

    await act(() => queryClient.invalidateQueries({ queryKey: ['catalogue'] }));

    const nextVisit = renderHook(() => useCachedRead(['catalogue', 'product', 'p1'], readProduct));
    expect(nextVisit.result.current.status).toBe('pending');
  });

  it('keeps the answers of reads under other keys', async () => {
    const readBoards = vi.fn<() => Promise<string[]>>().mockResolvedValue(['Spring sale']);
    const firstVisit = renderHook(() => useCachedRead(['boards', 'page', 1], readBoards));
    await waitFor(() => expect(firstVisit.result.current.data).toEqual(['Spring sale']));
    firstVisit.unmount();

    await act(() => queryClient.invalidateQueries({ queryKey: ['catalogue'] }));

    const nextVisit = renderHook(() => useCachedRead(['boards', 'page', 1], readBoards));
    expect(nextVisit.result.current).toMatchObject({ status: 'success', data: ['Spring sale'] });
  });
});
