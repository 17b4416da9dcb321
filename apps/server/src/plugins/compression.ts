import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Brotli quality for answers compressed per request (JSON, CSV streams): fast, ~2× smaller than raw. */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Compresses every answer of a compressible type (JSON, CSV, HTML, JS, CSS, SVG …) with brotli, else
 * gzip, as the client's `Accept-Encoding` allows; bodies under 1 KiB are sent as they are, streams
 * (the CSV export) always compressed. Request bodies are never decompressed (no zip bombs).
 * Register before any route: `@fastify/compress` hooks routes as they are added. Answers that already
 * carry `Content-Encoding` (precompressed web assets) pass through untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
}
