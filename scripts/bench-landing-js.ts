// Weighs the JavaScript the anonymous landing page loads: the entry chunk, its static
// imports, the two chunks it imports at once with import() (preloaded by index.html), and
// the lazily loaded landing route with its own imports, gzipped.
// Budget: 150 KB. Run after `npm run build`: npx tsx scripts/bench-landing-js.ts
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const BUDGET_KB = 150;
const dist = 'dist/client';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');
// The entry imports React DOM and the app's start with import() (src/client/main.tsx), and
// index.html preloads them (scripts/vite/entry-preload.ts): every page loads them.
for (const dep of manifest['index.html']?.dynamicImports ?? []) visit(dep);
const landingKey = Object.keys(manifest).find((k) => k.endsWith('features/landing/landing-page.tsx'));
if (!landingKey) throw new Error('The landing page chunk is missing from the manifest');
visit(landingKey);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const gz = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JS for the landing page (budget ${BUDGET_KB} KB)`);
if (total / 1024 > BUDGET_KB) process.exitCode = 1;
