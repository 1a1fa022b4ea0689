import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the browser says it has a connection (true on the server and before hydration). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine !== false, () => true);
