// The embedded database runs here, on its own thread: PGlite executes queries on the
// thread that calls it, so keeping it off the main thread keeps the HTTP server
// answering while a heavy query runs. The main thread talks to it with the ordinary
// `pg` driver through pglite-socket on a private Unix socket.
// Plain JavaScript on purpose: it must load the same way under tsx, vitest and node.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath, maxConnections } = workerData;

let db;
let server;

async function start() {
  // pg_trgm and btree_gin: the transactions search index (migration 2026-11-22T1000-money).
  // embedded-backup.ts opens the same database and loads the same list.
  db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, btree_gin } });
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
  parentPort.postMessage({ type: 'ready' });
}

parentPort.on('message', async (message) => {
  if (message?.type !== 'close') return;
  try {
    await server?.stop();
    await db?.close();
  } finally {
    parentPort.postMessage({ type: 'closed' });
  }
});

start().catch((error) => {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
});
