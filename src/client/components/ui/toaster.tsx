import { useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';

// Below 768 px the app has a 64 px bottom bar (features/shell/bottom-nav.tsx).
const PHONE = '(max-width: 767px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** Clear of the bottom bar and the phone's home indicator, with a small gap. */
const ABOVE_BOTTOM_BAR = { bottom: 'calc(64px + env(safe-area-inset-bottom) + 8px)' };

/**
 * Toasts as the spec asks: 5000 ms, a close button, rich colours, the system theme. Top
 * right on wider screens; on phones at the bottom, just above the bottom bar, not over the
 * avatar and page headers (issue 17).
 */
export function Toaster() {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return phone ? (
    <Sonner duration={5000} closeButton richColors theme="system" position="bottom-center" offset={ABOVE_BOTTOM_BAR} mobileOffset={ABOVE_BOTTOM_BAR} />
  ) : (
    <Sonner duration={5000} closeButton richColors theme="system" position="top-right" />
  );
}
