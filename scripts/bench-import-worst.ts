// The worst statement files we know of (issue 23, item 1 and 2), each about 10 MB, sent through
// the real HTTP API while another person calls /healthz and a small signed-in request over and
// over: prints that person's worst wait (p99 and max). Budget: p99 250 ms, as for imports.
// The shapes, after a baseline: OFX with '<' and no '>', OFX with thousands of close tags, OFX nested 50,000
// deep, a normal large OFX, Santander's HTML "xls" with many rows, a large QIF, and a CSV whose
// descriptions are long words with digits (read and categorised on confirm).
// The file goes as the browser sends it: raw bytes to POST /api/imports/upload, then the
// procedure with the upload id (the upload's own time is counted in the procedure's). BENCH_VIA=trpc
// sends it as base64 inside the tRPC call instead, as scripts may (the figure before decision 053).
// Embedded database by default; DATABASE_URL=postgres://... to measure on Postgres.
// BENCH_MB=0.1 runs every shape at 0.1 MB (to measure a slow reader without waiting hours).
//   npx tsx scripts/bench-import-worst.ts
import { percentile, startBenchApp } from './bench-support/bench-app';

const P99_BUDGET_MS = 250;
const VIA_TRPC = process.env.BENCH_VIA === 'trpc';
const MB = Number(process.env.BENCH_MB ?? '9.9');
const SIZE = Math.floor(MB * 1024 * 1024);

const OFX_HEAD = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n';
const STATEMENT_OPEN = '<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP<BANKACCTFROM><BANKID>401276<ACCTID>87654321</BANKACCTFROM><BANKTRANLIST>\n';

/** `unit` repeated until the file (with head and tail) is about SIZE bytes. */
function fill(head: string, unit: (i: number) => string, tail = ''): Buffer {
  const parts = [head];
  let length = head.length + tail.length;
  for (let i = 0; length < SIZE; i++) {
    const u = unit(i);
    if (length + u.length > SIZE) break;
    parts.push(u);
    length += u.length;
  }
  parts.push(tail);
  return Buffer.from(parts.join(''), 'latin1');
}

const day = (i: number) => `2026${String(1 + (Math.floor(i / 3000) % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}`;

const shapes: { name: string; procedure: 'imports.preview' | 'imports.confirm'; file: () => Buffer }[] = [
  // What the request costs before any reader starts (the upload; or with BENCH_VIA=trpc the JSON
  // body, base64 check and decode): a PDF is refused from its first bytes, so the waits here are
  // the floor for every shape.
  { name: 'baseline: a PDF, refused from its first bytes', procedure: 'imports.preview', file: () => fill('%PDF-1.7\n', () => 'x'.repeat(1000)) },
  { name: "OFX, '<' and no '>'", procedure: 'imports.preview', file: () => fill(OFX_HEAD, () => '<A') },
  {
    name: 'OFX, 900 open then close tags that close nothing',
    procedure: 'imports.preview',
    file: () => fill(OFX_HEAD + STATEMENT_OPEN, (i) => (i < 900 ? `<A${i}>` : '</X>')),
  },
  { name: 'OFX, nested 50,000 deep then close tags', procedure: 'imports.preview', file: () => fill(OFX_HEAD, (i) => (i < 50_000 ? `<A${i}>` : '</B>')) },
  {
    name: 'OFX, a normal statement',
    procedure: 'imports.preview',
    file: () =>
      fill(
        OFX_HEAD + STATEMENT_OPEN,
        (i) =>
          `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>${day(i)}\n<TRNAMT>-${1 + (i % 90)}.${String(i % 100).padStart(2, '0')}\n<FITID>F${i}\n<NAME>TESCO STORES ${i % 500}\n<MEMO>CARD PAYMENT\n</STMTTRN>\n`,
        '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n',
      ),
  },
  {
    name: 'Santander HTML "xls", many rows',
    procedure: 'imports.preview',
    file: () =>
      fill(
        '<html><body><table>\n<tr><th>Date</th><th>Description</th><th>Money in</th><th>Money out</th><th>Balance</th></tr>\n',
        (i) =>
          `<tr><td>${String(1 + (i % 28)).padStart(2, '0')}/11/2026</td><td>CARD PAYMENT TO SHOP ${i}</td><td></td><td>&pound;1.00</td><td>&pound;5.00</td></tr>\n`,
        '</table></body></html>\n',
      ),
  },
  {
    name: 'QIF, a normal file',
    procedure: 'imports.preview',
    file: () => fill('!Type:Bank\n', (i) => `D${1 + (i % 28)}/11/2026\nT-${1 + (i % 90)}.50\nPSHOP ${i % 700}\n^\n`),
  },
  {
    name: 'CSV, descriptions of three 40,000-character words',
    procedure: 'imports.confirm',
    file: () => {
      // 40,000 characters, or less when BENCH_MB asks for a small file.
      const word = (i: number) => `A1${'B'.repeat(Math.min(40_000, Math.floor(SIZE / 40)))}2C${i}`;
      return fill('Date,Description,Amount\n', (i) => `0${1 + (i % 9)}/11/2026,${word(i)} ${word(i + 1)} ${word(i + 2)},-1.00\n`);
    },
  },
];

const bench = await startBenchApp();
try {
  const cookie = bench.sessionCookie;
  const timed = async (path: string, headers: Record<string, string> = {}) => {
    const t0 = performance.now();
    const res = await fetch(`${bench.baseUrl}${path}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} failed: ${res.status}`);
    return performance.now() - t0;
  };
  let failed = false;
  console.log(
    `Sent ${VIA_TRPC ? 'as base64 inside the tRPC call' : 'as raw bytes to /api/imports/upload'}; each file about ${MB} MB; another person's waits while it is read (budget: /healthz p99 ${P99_BUDGET_MS} ms):`,
  );
  // BENCH_SHAPES=1,3 runs only those (1-based), e.g. to leave out one a slow reader takes hours over.
  const only = process.env.BENCH_SHAPES?.split(',').map(Number);
  for (const [index, shape] of shapes.entries()) {
    if (only && !only.includes(index + 1)) continue;
    const bytes = shape.file();
    const bodyOf = (file: { base64: string } | { uploadId: string }) =>
      JSON.stringify(
        shape.procedure === 'imports.preview'
          ? { file, fileName: 'bench' }
          : { file, fileName: 'bench', target: { newAccount: { name: 'Bench', institution: 'Bench Bank', type: 'current' } } },
      );
    // Encoded before the others start: the sender's work (in this process), not the server's.
    const trpcBody = VIA_TRPC ? bodyOf({ base64: bytes.toString('base64') }) : '';
    // Another person, two ways at once, each every 10 ms: /healthz (waits only for the event
    // loop) and a small signed-in query (also waits for the database, which an import's writes
    // hold for a while: the readers' budget is on the first).
    const health: number[] = [];
    const signedIn: number[] = [];
    let busy = true;
    const loop = (into: number[], path: string, headers: Record<string, string> = {}) =>
      (async () => {
        while (busy) {
          into.push(await timed(path, headers));
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
    const others = [loop(health, '/healthz'), loop(signedIn, '/trpc/imports.batches?input=%7B%7D', { cookie })];
    const t0 = performance.now();
    let body = trpcBody;
    if (!VIA_TRPC) {
      const uploaded = await fetch(`${bench.baseUrl}/api/imports/upload?name=bench`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', cookie },
        body: new Uint8Array(bytes),
      });
      if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
      body = bodyOf({ uploadId: ((await uploaded.json()) as { uploadId: string }).uploadId });
    }
    const res = await fetch(`${bench.baseUrl}/trpc/${shape.procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    });
    const answer = (await res.json()) as { result?: { data: { status?: string; code?: string; added?: number } }; error?: { message: string } };
    const took = performance.now() - t0;
    busy = false;
    await Promise.all(others);
    const p99 = percentile(health, 99);
    if (p99 > P99_BUDGET_MS) failed = true;
    const summary = (waits: number[]) =>
      `${waits.length} calls, p50 ${percentile(waits, 50).toFixed(0)} ms, p99 ${percentile(waits, 99).toFixed(0)} ms, max ${Math.max(0, ...waits).toFixed(0)} ms`;
    const what = answer.result
      ? (answer.result.data.status ?? `added ${answer.result.data.added}`) + (answer.result.data.code ? ` ${answer.result.data.code}` : '')
      : `HTTP ${res.status}`;
    console.log(
      `  ${shape.name} (${(bytes.length / 1024 / 1024).toFixed(2)} MB): ${shape.procedure} ${took.toFixed(0)} ms (${what})\n` +
        `    another person's /healthz: ${summary(health)}; imports.batches: ${summary(signedIn)}`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await bench.close();
}
