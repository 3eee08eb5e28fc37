import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/**
 * Compresses API and HTML answers over 1 KB on the fly (brotli at a fast quality, or gzip).
 * Static assets come precompressed from the build (see scripts/vite/precompress.ts), and
 * the plugin leaves an answer that already has a Content-Encoding alone. Event streams are
 * never compressed (the plugin's default types exclude text/event-stream): a compressor
 * would hold events back until its buffer fills.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
