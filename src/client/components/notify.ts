import { toast } from 'sonner';

// Every toast of the app goes through here (the lint config keeps 'sonner' out of the
// features). The Toaster that shows them is loaded lazily by the root route: sonner replays
// a toast raised before it mounts.

/** sonner's toast: success, error, info, warning, loading, with their options. */
export const notify = toast;

// Money screens (spec 02 §9): success toasts stay 3 s, error toasts 5 s.
export const notifySuccess = (message: string) => toast.success(message, { duration: 3000 });
export const notifyError = (message: string) => toast.error(message, { duration: 5000 });
