import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite keeps no lock on its data folder, and two processes writing one folder
 * corrupt it. This lock file (created exclusively, holding the owner's pid and host)
 * makes a second process refuse to start instead. A lock left by a process that has
 * died is taken over.
 */
export class DataDirInUseError extends Error {}

type LockInfo = { pid: number; hostname: string };

/** Lock files this process holds: its own pid in a file it does not hold means a stale lock. */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.lock');
  const me: LockInfo = { pid: process.pid, hostname: os.hostname() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      heldHere.add(lockPath);
      return () => release(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(lockPath);
      if (heldHere.has(lockPath) || (holder && isAlive(holder, me))) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another process (pid ${holder?.pid ?? process.pid} on ${holder?.hostname ?? me.hostname}). ` +
            'Stop that process first, or give this one its own DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}.`);
}

function readLock(lockPath: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockInfo, me: LockInfo): boolean {
  // Another host's process cannot be checked; assume it lives (shared volumes).
  if (holder.hostname !== me.hostname) return true;
  // Our own pid in the file means a previous run of a container restarted with the same pid.
  if (holder.pid === me.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function release(lockPath: string) {
  heldHere.delete(lockPath);
  const holder = readLock(lockPath);
  if (holder?.pid === process.pid) fs.rmSync(lockPath, { force: true });
}
