// Cold start to a ready /readyz: a new server process on an empty DATA_DIR (creates and
// migrates the embedded database), then again on the existing one.
// npx tsx scripts/bench-cold-start.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-'));
const port = 39400 + Math.floor(Math.random() * 500);

async function coldStart(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

try {
  const empty = await coldStart();
  const existing = await coldStart();
  console.log(`cold start to ready /readyz: empty DATA_DIR ${empty.toFixed(0)} ms, existing DATA_DIR ${existing.toFixed(0)} ms`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
