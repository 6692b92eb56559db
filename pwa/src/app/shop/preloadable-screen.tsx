import { type ComponentType, lazy, useState } from 'react';

/** A screen loaded on demand, whose code can also be fetched ahead of its first render. */
export type PreloadableScreen = ComponentType & { preload: () => Promise<void> };

/**
 * A route's screen in its own chunk, like React.lazy, with a `preload` the app awaits before hydrating a server
 * page: a screen already loaded renders at once instead of suspending. A tap during hydration makes React hydrate
 * its target at once, and a target under a still-suspended screen cannot be, so React drops the tap.
 */
export function preloadableScreen(load: () => Promise<ComponentType>): PreloadableScreen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded = await load();
  };
  const Lazy = lazy(async () => ({ default: loaded ?? (await load()) }));
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded screen would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload });
}
