import { lazy, type ComponentType } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A component loaded on demand together with the server-state cache it reads through (QueryArea): the shop's
 * first load carries neither. Every area shares the one cache, so a save in one is fresh in the others.
 * Drawn in the browser only, from the render after a server page's hydration: the areas read the browser's
 * state (session, notification permission), which the server does not have.
 */
export function lazyWithQueries<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => {
    const [Screen, { QueryArea }] = await Promise.all([load(), import('./query-area')]);
    return {
      default: (props: Props) => (
        <QueryArea>
          <Screen {...props} />
        </QueryArea>
      ),
    };
  });
  return function InBrowser(props: Props) {
    const Component = Lazy as ComponentType<Props>;
    return useHydrated() ? <Component {...props} /> : null;
  };
}
