import { Toaster as Sonner } from 'sonner';

/** Toasts as the spec asks: 5000 ms, a close button, rich colours, the system theme. */
export function Toaster() {
  return <Sonner duration={5000} closeButton richColors theme="system" position="top-right" />;
}
