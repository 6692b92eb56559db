import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { env } from '../../config/env';

let workbox: Workbox | null = null;
let registering = false;
let updateWaiting = false;
const listeners = new Set<() => void>();

/** Registers the service worker once. A new version waits until the shopper chooses Reload. */
export async function registerServiceWorker() {
  if (registering || !env.serviceWorkerEnabled || !('serviceWorker' in navigator)) return;
  registering = true;
  // Loaded after the first screen: it is not needed to show anything.
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    listeners.forEach((listener) => listener());
  });
  await workbox.register();
}

export function reloadWithUpdate() {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateWaiting,
    () => false,
  );
}
