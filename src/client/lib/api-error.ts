import type { AppErrorCode } from '../../shared/errors';

type ErrorData = { appCode?: AppErrorCode | null; fieldErrors?: Record<string, string[] | undefined> | null; retryAfterSeconds?: number | null };

/** The app code the server attached to a tRPC error, if any. */
export function appCodeOf(error: unknown): AppErrorCode | undefined {
  return dataOf(error)?.appCode ?? undefined;
}

/** A message fit to show: the first field error, else the error's own message. */
export function messageOf(error: unknown, fallback: string): string {
  const fields = dataOf(error)?.fieldErrors;
  const first = fields ? Object.values(fields).flat().find(Boolean) : undefined;
  if (first) return first;
  const message = (error as { message?: string })?.message;
  return message && !message.startsWith('[') ? message : fallback;
}

function dataOf(error: unknown): ErrorData | undefined {
  return (error as { data?: ErrorData })?.data;
}
