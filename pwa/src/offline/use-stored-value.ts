import { startTransition, useEffect, useState } from 'react';
import { onStoreChange } from './change-feed';
import type { ShopStoreName } from './shop-database';

/**
 * The value `read` returns from `store`, read again after every write to it (in any tab).
 * Undefined until the first read answers. `read` must be a stable function.
 * A stored value arrives as a transition: the screens that show it re-render in slices between the shopper's
 * taps rather than in one long task each time a read answers (most answer just after the app has mounted).
 */
export function useStoredValue<T>(store: ShopStoreName, read: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();

  useEffect(() => {
    let latestRead = 0;
    let active = true;
    const load = () => {
      const thisRead = ++latestRead;
      read().then(
        (result) => {
          if (active && thisRead === latestRead) startTransition(() => setValue(() => result));
        },
        (error: unknown) => console.error(`Could not read the stored ${store}`, error),
      );
    };
    // The first read and the change feed start in a task of their own: opening the database and the feed's channel
    // in the effects' task, with the app's other start-up effects, made one long task just after hydration.
    let stopListening: (() => void) | undefined;
    const start = setTimeout(() => {
      load();
      stopListening = onStoreChange(store, load);
    });
    return () => {
      active = false;
      clearTimeout(start);
      stopListening?.();
    };
  }, [store, read]);

  return value;
}
