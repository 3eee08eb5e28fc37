import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Says plainly when the device is offline (issue 17): the app's frame may open from the
 * service worker's cache, but money data only comes from the network. At the top of the
 * page, clear of the phone's bottom bar.
 */
export function OfflineNotice() {
  // Prerendered and hydrated pages start 'online', as their HTML was built.
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-[70] flex justify-center px-3 pt-3">
      <p className="max-w-md rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900 shadow-md">
        You are offline. Your money will show again when you are back online.
      </p>
    </div>
  );
}
