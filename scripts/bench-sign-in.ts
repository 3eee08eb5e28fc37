// Sign-in latency over real HTTP with production's argon2id parameters:
// npx tsx scripts/bench-sign-in.ts
import { percentile, startBenchApp } from './bench-support/bench-app';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const app = await startBenchApp();
try {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await app.signIn();
    times.push(performance.now() - start);
  }
  console.log(
    `sign-in over ${RUNS} runs: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
  );
} finally {
  await app.close();
}
