import { useEffect, useState } from 'react';
import { PAGE_FADE_IN_MS, PAGE_FADE_OUT_MS } from '../../config/constants';

export type FadePhase = 'idle' | 'out' | 'in';

/**
 * Keeps showing the content of the previous `swapKey` while it fades out (300 ms) and the next
 * content loads, then swaps and fades in (150 ms). `value` is undefined while loading.
 */
export function useFadeSwap<T>(value: T | undefined, swapKey: string): { shown: T | undefined; phase: FadePhase } {
  // A value there from the start (a server page's answers) is drawn by the first render, which a mount behind the
  // server's page renders in slices; settling it from an effect would draw the whole grid again in one long task.
  const [settled, setSettled] = useState<{ key: string | null; value?: T }>(() =>
    value === undefined ? { key: null } : { key: swapKey, value },
  );
  const [fadedOutKey, setFadedOutKey] = useState<string | null>(null);
  const [phase, setPhase] = useState<FadePhase>('idle');

  const isSwapping = settled.key !== null && settled.key !== swapKey;

  // Phase and settled content follow from this render's inputs, so they are adjusted while rendering
  // (React renders again at once) rather than from an effect that would paint the stale state first.
  if (isSwapping && phase !== 'out') setPhase('out');
  if (value !== undefined) {
    if (settled.key === swapKey) {
      if (settled.value !== value) setSettled({ key: swapKey, value });
    } else if (!isSwapping || fadedOutKey === swapKey) {
      setSettled({ key: swapKey, value });
      if (isSwapping) setPhase('in');
    }
  }

  useEffect(() => {
    if (!isSwapping) return;
    const timer = window.setTimeout(() => setFadedOutKey(swapKey), PAGE_FADE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [isSwapping, swapKey]);

  useEffect(() => {
    if (phase !== 'in') return;
    const timer = window.setTimeout(() => setPhase('idle'), PAGE_FADE_IN_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const shown = settled.key === swapKey && value !== undefined ? value : settled.value;
  return { shown, phase };
}
