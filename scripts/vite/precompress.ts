import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Brotli and gzip copies of every text asset, written once at build time, so the server
// sends them as they are (@fastify/static's preCompressed) instead of compressing on
// every request, and at brotli's best quality, which is too slow to use per request.

const TEXT_ASSET = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'plainsight-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

/** Writes `file.br` and `file.gz` beside every text file of 1 KB or more under `dir`. */
export function precompressDir(dir: string) {
  for (const file of filesUnder(dir)) {
    if (!TEXT_ASSET.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}
