import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on demand together with the server-state cache it reads through (QueryArea): the shop's
 * first load carries neither. Every area shares the one cache, so a save in one is fresh in the others.
 */
export function lazyWithQueries<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Screen, { QueryArea }] = await Promise.all([load(), import('./query-area')]);
    return {
      default: (props: Props) => (
        <QueryArea>
          <Screen {...props} />
        </QueryArea>
      ),
    };
  });
}
