// Chromium offers installation through `beforeinstallprompt`, which can fire soon after load: this
// module is part of the shell so the event is never missed. We keep it and show our own
// "Install app" action instead of the browser's mini-infobar.
import { useSyncExternalStore } from 'react';
import { earlyState } from '@/lib/early-page';

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  // An offer made before this module ran, kept by a prerendered page's loader.
  deferred = earlyState().installPrompt as InstallPromptEvent | undefined;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    emit();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, () => deferred !== undefined, () => false);
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = undefined;
  emit();
  await event.prompt();
  return (await event.userChoice).outcome;
}
