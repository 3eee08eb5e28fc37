import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from '../../../src/server/logger';

/**
 * A trace-level pino logger whose every line is kept, with no redaction configured:
 * what a leak test reads is exactly what the code chose to log.
 */
export function captureLogs(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}
