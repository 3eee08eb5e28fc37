import type { AppErrorCode } from '../shared/errors';

/**
 * A failure a service reports on purpose, with a message fit to show the user.
 * The tRPC layer maps its code to a tRPC code and passes `appCode` to the client.
 */
export class AppError extends Error {
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    extra: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}
