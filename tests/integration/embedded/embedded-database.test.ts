import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import { backupEmbedded, restoreEmbedded } from '../../../src/server/db/embedded-backup';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { startTestApp } from '../../support/test-app';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-data-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function appOn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await migrateToLatest(database.db);
  const app = await startTestApp({ database });
  return { ...app, close: async () => (await app.close(), await database.close()) };
}

describe('the embedded database', () => {
  it('keeps /healthz answering (nine probes in ten within 50 ms) while a heavy query runs', async () => {
    const app = await appOn(tempDir());
    try {
      for (let i = 0; i < 5; i++) await fetch(`${app.baseUrl}/healthz`);
      const started = Date.now();
      const heavy = sql`select count(*) from generate_series(1, 6000000) g where g % 7 = 3`.execute(app.db);
      const latencies: number[] = [];
      let heavyDone = false;
      void heavy.then(() => (heavyDone = true));
      while (!heavyDone && latencies.length < 40) {
        const t0 = performance.now();
        const res = await fetch(`${app.baseUrl}/healthz`);
        latencies.push(performance.now() - t0);
        expect(res.status).toBe(200);
        await new Promise((r) => setTimeout(r, 25)); // paces the probes; the heavy query's end stops them
      }
      await heavy;
      const heavyMs = Date.now() - started;
      // The query must really have been heavy for the check to mean anything.
      expect(heavyMs).toBeGreaterThan(300);
      expect(latencies.length).toBeGreaterThan(5);
      // Were the query to hold the server's thread, a probe sent while it runs would wait for
      // its end: a probe as long as a good part of the query. On a machine busy with other work
      // (npm test runs the e2e suite beside these tests) one probe now and then waits for a
      // core, so the 50 ms is held by nine probes in ten and the slowest one by the query's length.
      const listed = `latencies: ${latencies.map((l) => l.toFixed(1)).join(', ')}; the query ${heavyMs} ms`;
      const sorted = [...latencies].sort((a, b) => a - b);
      expect(sorted[Math.floor(sorted.length * 0.9) - 1], listed).toBeLessThan(50);
      expect(sorted.at(-1), listed).toBeLessThan(heavyMs / 4);
    } finally {
      await app.close();
    }
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const dataDir = tempDir();
    const app = await appOn(dataDir);
    try {
      const result = await runServer({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The data folder ${dataDir} is in use by another process`);
    } finally {
      await app.close();
    }
    // Once the first has stopped, the folder is free again.
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  // Three boots of an embedded database from its folder and a backup of it: about 10 s on an
  // idle machine, more than the 30 s default when npm test runs the e2e suite beside it.
  it('backs up and restores the embedded data, keeping what it replaced', { timeout: 90_000 }, async () => {
    const dataDir = tempDir();
    const backupFile = path.join(tempDir(), 'backup.tar.gz');
    let app = await appOn(dataDir);
    await app.db.insertInto('worksheet_leads').values({ name: 'Before', email: 'before@example.com', updated_at: new Date() }).execute();
    // A running server holds the folder: an inconsistent copy is refused.
    await expect(backupEmbedded(dataDir, backupFile)).rejects.toThrow(/in use by another process/);
    await app.close();

    expect(await backupEmbedded(dataDir, backupFile)).toBeGreaterThan(1000);

    app = await appOn(dataDir);
    await app.db.insertInto('worksheet_leads').values({ name: 'After', email: 'after@example.com', updated_at: new Date() }).execute();
    await app.close();

    const keptAt = await restoreEmbedded(dataDir, backupFile);
    expect(keptAt && fs.existsSync(keptAt)).toBe(true);

    app = await appOn(dataDir);
    try {
      const emails = (await app.db.selectFrom('worksheet_leads').select('email').execute()).map((r) => r.email);
      expect(emails).toEqual(['before@example.com']);
    } finally {
      await app.close();
    }
  });
});

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
