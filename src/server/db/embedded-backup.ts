import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDataDirLock } from './data-dir-lock';

// Offline backup and restore of the embedded database. Both take the data folder's
// lock, so they refuse to run while a server uses it (a copy taken under a running
// server would not be consistent).

/** The extensions the database uses: the same list as pglite-worker.js loads. */
const extensions = { pg_trgm, btree_gin };

export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(pgliteDir)) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  const release = acquireDataDirLock(dataDir);
  try {
    const db = await PGlite.create({ dataDir: pgliteDir, extensions });
    try {
      const dump = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      fs.writeFileSync(file, bytes);
      return bytes.length;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database with a backup. The current data is moved aside, not
 * deleted, so a mistaken restore loses nothing. Returns where the old data went.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string | undefined> {
  if (!fs.existsSync(file)) throw new Error(`Backup file ${file} does not exist.`);
  const release = acquireDataDirLock(dataDir);
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const staging = path.join(dataDir, `pglite.restoring-${stamp}`);
    const db = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([fs.readFileSync(file)]), extensions });
    await db.query('select 1');
    await db.close();
    let keptAt: string | undefined;
    if (fs.existsSync(pgliteDir)) {
      keptAt = path.join(dataDir, `pglite.before-restore-${stamp}`);
      fs.renameSync(pgliteDir, keptAt);
    }
    fs.renameSync(staging, pgliteDir);
    return keptAt;
  } finally {
    release();
  }
}
