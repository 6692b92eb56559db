import type { ShopStoreName } from './shop-database';

const CHANNEL_NAME = 'kawaii-shop-storage';
const listeners = new Map<ShopStoreName, Set<() => void>>();
let channel: BroadcastChannel | null | undefined;

function notifyHere(store: ShopStoreName) {
  listeners.get(store)?.forEach((listener) => listener());
}

/** Other tabs of the shop hear of each write, so two open tabs show the same cart and favourites. */
function otherTabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    channel?.addEventListener('message', (event: MessageEvent<ShopStoreName>) => notifyHere(event.data));
  }
  return channel;
}

export function announceChange(...stores: ShopStoreName[]) {
  for (const store of stores) {
    notifyHere(store);
    otherTabs()?.postMessage(store);
  }
}

/** Calls `listener` after each write to `store`, in this tab or another. */
export function onStoreChange(store: ShopStoreName, listener: () => void): () => void {
  otherTabs();
  const storeListeners = listeners.get(store) ?? new Set();
  listeners.set(store, storeListeners);
  storeListeners.add(listener);
  return () => storeListeners.delete(listener);
}
