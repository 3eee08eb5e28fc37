// npm test: every check and every test, side by side so that both cores stay busy
// (docs/decisions/016-test-suite.md has the figures).
//
// The client build goes first: the e2e suite runs the built app (playwright.config.ts). Then
// everything else starts at once: typecheck, lint and the format check (one process on one core
// each), the unit and integration tests (Vitest: the unit files first, then the integration
// files on PGlite and, with TEST_DATABASE_URL, on Postgres), and the e2e suite. An integration
// test mostly waits on its database and an e2e test on the browser, so neither keeps two cores
// busy alone; together they do.
//
// The short outputs are printed whole when their command ends, so two never interleave; the long
// ones (Vitest, Playwright) are streamed line by line behind their name, so a run shows progress.
// The run fails if any command does, after all have ended.
//
// `tsx scripts/test.ts checks` (npm run test:checks) runs only the build and the static checks.
import { spawn } from 'node:child_process';

type Step = { name: string; command: string; stream?: boolean };

const build: Step = { name: 'build', command: 'npm run build' };
const checks: Step[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'format:check', command: 'npm run format:check' },
];
const tests: Step[] = [
  { name: 'vitest', command: 'vitest run', stream: true },
  // Each test's trace is recorded only on a retry (CI retries once): see playwright.config.ts.
  { name: 'e2e', command: 'playwright test --trace on-first-retry', stream: true },
];

function run({ name, command, stream = false }: Step) {
  return new Promise<boolean>((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true });
    const output: Buffer[] = [];
    let partial = '';
    const take = (chunk: Buffer) => {
      if (!stream) return void output.push(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${name} │ ${line}\n`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      if (partial) process.stdout.write(`${name} │ ${partial}\n`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${name} (${command}): ${code === 0 ? 'passed' : `failed with ${code}`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const only = process.argv[2];
if (only !== undefined && only !== 'checks') {
  console.error(`Unknown part "${only}": use "checks", or nothing for the whole suite.`);
  process.exit(2);
}
const steps = only === 'checks' ? checks : [...checks, ...tests];
const built = await run(build);
const results = built ? await Promise.all(steps.map(run)) : [false];
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
process.stdout.write(`\n── ${only ?? 'npm test'}: ${results.every(Boolean) ? 'passed' : 'FAILED'} in ${minutes} min\n`);
if (!results.every(Boolean)) process.exit(1);
