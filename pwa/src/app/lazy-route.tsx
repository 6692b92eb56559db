import { type ComponentType, isValidElement, lazy } from 'react';

/** Each lazy route's loader, by the component its route element is drawn with. */
const preloads = new WeakMap<ComponentType, () => Promise<void>>();

/**
 * A route's screen loaded on demand, as with React.lazy, which can also be loaded before the app's first render
 * (preloadRoute): it then renders at once. A lazy component suspends on its first render even when its module is
 * already there, so the app taking over a server page (app/ssr) would commit the layout with the route's loading
 * state first and render the page in a second pass.
 */
export function lazyRoute(load: () => Promise<ComponentType>): ComponentType {
  let rendered = false;
  const Lazy = lazy(async () => {
    rendered = true;
    return { default: await load() };
  });
  let Screen: ComponentType = Lazy;
  const Route = () => <Screen />;
  preloads.set(Route, async () => {
    const Loaded = await load();
    // Once drawn lazily, it stays so: switching component would remount the screen.
    if (!rendered) Screen = Loaded;
  });
  return Route;
}

/** Loads the screen of a route `element` drawn with lazyRoute; anything else has nothing to load. */
export function preloadRoute(element: unknown): Promise<void> {
  const preload = isValidElement(element) && typeof element.type === 'function' ? preloads.get(element.type as ComponentType) : undefined;
  return preload ? preload() : Promise.resolve();
}
