// npm test's first step: the static checks and the client build, side by side. Each is a single
// process on one core (tsc about 55 s of CPU, eslint and prettier about 25 s each, vite build
// about 12 s), so one after the other they leave the second core idle; together they take about
// as long as tsc alone (docs/decisions/016-test-suite.md). Each one's output is printed whole
// when it ends, so two never interleave; the step fails if any of them does.
import { spawn } from 'node:child_process';

const checks: Record<string, string> = {
  typecheck: 'npm run typecheck',
  lint: 'npm run lint',
  'format:check': 'npm run format:check',
  // The e2e step runs the built client (playwright.config.ts); building it here overlaps it too.
  build: 'npm run build',
};

const run = (name: string, command: string) =>
  new Promise<boolean>((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${name} (${command}): ${code === 0 ? 'passed' : `failed with ${code}`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const results = await Promise.all(Object.entries(checks).map(([name, command]) => run(name, command)));
if (results.includes(false)) process.exit(1);
