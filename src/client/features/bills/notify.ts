import { toast } from 'sonner';

// Spec §9: success toasts stay 3 s, error toasts 5 s.
export const notifySuccess = (message: string) => toast.success(message, { duration: 3000 });
export const notifyError = (message: string) => toast.error(message, { duration: 5000 });
