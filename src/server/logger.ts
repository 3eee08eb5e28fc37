import pino, { type LoggerOptions } from 'pino';

/**
 * Paths pino blanks out wherever they appear, so no cookie, bearer token, password or
 * token reaches the log even when a whole request or input object is logged.
 */
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.confirmPassword',
  '*.token',
  '*.secret',
  '*.secretKey',
  '*.accessToken',
  '*.refreshToken',
  'password',
  'token',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    base: undefined,
  };
}

export type Logger = pino.Logger;
export const createLogger = (level: string) => pino(loggerOptions(level));
