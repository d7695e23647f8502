import { useEffect, useRef, useSyncExternalStore } from 'react';
import { m } from '$paraglide/messages.js';
import { showToast } from '@/ui/toast-store.ts';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

/** Tells the shopper when the connection drops, and when it is back. */
export function OnlineStatus() {
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) showToast(m.site_shellBackOnline());
    wasOnline.current = online;
  }, [online]);
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {m.site_shellOffline()}
    </div>
  );
}
