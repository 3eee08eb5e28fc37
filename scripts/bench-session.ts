// Throughput of the authenticated session query against a plain Fastify route in the
// same process, with autocannon: npx tsx scripts/bench-session.ts
// (embedded database by default; set DATABASE_URL to measure on Postgres)
import autocannon from 'autocannon';
import { startBenchApp } from './bench-support/bench-app';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const app = await startBenchApp();
try {
  const cookie = (await app.signIn()).headers.getSetCookie()[0]!.split(';')[0]!;
  const run = (url: string, headers: Record<string, string> = {}) => autocannon({ url, connections: 10, duration: DURATION, headers });
  const plain = await run(`${app.baseUrl}/bench/plain`);
  const session = await run(`${app.baseUrl}/trpc/auth.session`, { cookie });
  const check = await fetch(`${app.baseUrl}/trpc/auth.session`, { headers: { cookie } });
  if (!(await check.text()).includes(app.email)) throw new Error('The session query did not answer for the signed-in user');
  const line = (name: string, r: autocannon.Result) =>
    `${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`;
  console.log(line('plain Fastify route', plain));
  console.log(line('auth.session (signed in)', session));
  console.log(`ratio session / plain: ${(session.requests.average / plain.requests.average).toFixed(2)}`);
} finally {
  await app.close();
}
