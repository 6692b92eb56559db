import { useState, useSyncExternalStore } from 'react';

/** Chromium's event (not in the DOM typings): the browser's own install dialog, held back until the shopper asks. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = { kind: 'prompt'; install: () => Promise<void> } | { kind: 'ios-hint' };

const DISMISSED_KEY = 'installOfferDismissed';

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

// Listened for as this module loads (with the shop's first screen): the browser fires it once, early.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    announce();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    announce();
  });
}

const neverChanges = () => () => undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** iOS Safari has no install prompt: installing is Share → Add to Home Screen, which a hint explains. */
function isIosSafariInBrowser(): boolean {
  const { userAgent } = navigator;
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  const otherBrowser = /CriOS|FxiOS|EdgiOS/.test(userAgent);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !otherBrowser && !standalone;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'yes';
  } catch {
    return false;
  }
}

async function install(): Promise<void> {
  const event = deferredPrompt;
  if (!event) return;
  deferredPrompt = null;
  announce();
  await event.prompt();
}

/** What to offer: the browser's install dialog where it allows one, the iOS hint on iOS Safari, or nothing. */
export function useInstallOffer(): { offer: InstallOffer | null; dismiss: () => void } {
  const prompt = useSyncExternalStore(
    subscribe,
    () => deferredPrompt,
    () => null,
  );
  // The server page has no user agent: hydration starts from the server's answer (offer nothing).
  const iosHint = useSyncExternalStore(neverChanges, isIosSafariInBrowser, () => false);
  const [dismissedNow, setDismissedNow] = useState(false);

  const dismiss = () => {
    setDismissedNow(true);
    try {
      localStorage.setItem(DISMISSED_KEY, 'yes');
    } catch {
      // Not remembered: the offer comes back on the next visit.
    }
  };

  const offer: InstallOffer | null = prompt ? { kind: 'prompt', install } : iosHint ? { kind: 'ios-hint' } : null;
  // Storage is read only when there is something to offer: a page's first read of localStorage holds the main
  // thread for several milliseconds (Lighthouse's Total Blocking Time), and most visits get no offer.
  return { offer: offer && !dismissedNow && !wasDismissed() ? offer : null, dismiss };
}
