import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { acquireDataDirLock } from './data-dir-lock';

export type EmbeddedDatabase = {
  /** Connection settings for `pg`: the socket's folder as host, as libpq expects. */
  connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
};

const SOCKET_PORT = 5432;

/**
 * Starts PGlite in a worker thread behind a Unix socket in a private (0700) temp
 * folder, so only this user can reach it. `dataDir` undefined gives an in-memory
 * database (tests).
 */
export async function startEmbeddedDatabase(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plainsight-db-'));
  fs.chmodSync(socketDir, 0o700);
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: {
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      // The app's pool holds one connection; a spare lets a diagnostic client in.
      maxConnections: 2,
    },
  });
  const cleanup = () => {
    fs.rmSync(socketDir, { recursive: true, force: true });
    release();
  };
  try {
    await waitFor(worker, 'ready');
  } catch (error) {
    await worker.terminate();
    cleanup();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    stop() {
      stopped ??= (async () => {
        worker.postMessage({ type: 'close' });
        await waitFor(worker, 'closed').catch(() => {});
        await worker.terminate();
        cleanup();
      })();
      return stopped;
    },
  };
}

function waitFor(worker: Worker, type: 'ready' | 'closed'): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string; message?: string }) => {
      if (message.type === type) done(resolve);
      else if (message.type === 'error') done(() => reject(new Error(`Embedded database failed to start: ${message.message}`)));
    };
    const onError = (error: Error) => done(() => reject(error));
    const onExit = (code: number) => done(() => (type === 'closed' ? resolve() : reject(new Error(`Embedded database stopped (exit ${code})`))));
    const done = (fn: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      fn();
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}
