import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DYNAMIC_BROTLI_QUALITY } from './compression.js';
import { localMessageText, MSG } from '@leadhouse/domain';
import { answerLanguage } from './error-handler.js';

/** The 404 answer of an unknown path, in the caller's language, with its key. */
function notFoundBody(request: FastifyRequest) {
  const key = MSG.problems.notFound;
  return { message: localMessageText(answerLanguage(request), key), code: 'NOT_FOUND', key };
}

/** Vite's content-hashed files: a new build gives new names, so a copy can be kept for ever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `index.html` and other unhashed files: revalidate on every use. */
export const NO_CACHE = 'no-cache';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.txt', '.wasm']);

type Encoding = 'br' | 'gzip';
/** Files smaller than this (bytes) are sent as they are: compression would not pay for its headers. */
const THRESHOLD = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Best-ratio compression, done once per file (brotli 11, gzip 9); `undefined` when it saves nothing. */
async function compressBest(raw: Buffer, encoding: Encoding): Promise<Buffer | undefined> {
  const out =
    encoding === 'br'
      ? await brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : await gz(raw, { level: 9 });
  return out.length < raw.length ? out : undefined;
}

/** Fast compression for answers the warm-up has not reached yet (brotli 4, gzip 6). */
async function compressFast(raw: Buffer, encoding: Encoding): Promise<Buffer | undefined> {
  const out =
    encoding === 'br'
      ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } })
      : await gz(raw, { level: 6 });
  return out.length < raw.length ? out : undefined;
}

/** The client's preferred encoding among ours (`br` first), from `Accept-Encoding` with q-values. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

interface Asset {
  raw: Buffer;
  type: string;
  etag: string;
  compressible: boolean;
  /** Best-ratio bodies, filled by the warm-up (`undefined`: compression saves nothing). */
  best: Partial<Record<Encoding, Buffer | undefined>>;
}

/** Where the build wrote each encoding's copy of a file (vite-plugin-compression2, apps/web/vite.config.ts). */
const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Reads `file`; with `precompressed` (the build wrote `.br` / `.gz` copies), its copies become its best
 * bodies, and a missing copy means compression saved nothing (the build skips those), so it is sent raw.
 */
function loadAsset(file: string, precompressed = false): Asset {
  const raw = readFileSync(file);
  const ext = path.extname(file).toLowerCase();
  const best: Asset['best'] = {};
  if (precompressed)
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = file + SIBLING[encoding];
      best[encoding] = existsSync(copy) ? readFileSync(copy) : undefined;
    }
  return {
    raw,
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    compressible: COMPRESSIBLE.has(ext),
    best,
  };
}

const isCopy = (name: string) => Object.values(SIBLING).some((ext) => name.endsWith(ext));

/**
 * Every file under `dir` (recursive) but the build's compressed copies, keyed by its path from `dir` with `/`
 * separators, read into memory with its copies when the build wrote any.
 */
function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const precompressed = names.some(isCopy);
  for (const name of names) {
    const file = path.join(dir, name);
    if (isCopy(name) || !statSync(file).isFile()) continue;
    assets.set(name.split(path.sep).join('/'), loadAsset(file, precompressed));
  }
  return assets;
}

/**
 * Sends `asset` with `cacheControl`; a compressible one with its ETag (304 when it matches), brotli or
 * gzip from its best (warmed) copy when there, else compressed fast per request, when at least THRESHOLD
 * bytes and the client accepts it.
 */
async function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset, cacheControl: string) {
  void reply.header('cache-control', cacheControl).header('content-type', asset.type);
  if (!asset.compressible) return reply.send(asset.raw);
  void reply.header('vary', 'accept-encoding').header('etag', asset.etag);
  if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
  const encoding =
    asset.raw.length >= THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(asset.raw);
  // Until the warm-up reaches this file: a fast setting, per request.
  const body = encoding in asset.best ? asset.best[encoding] : await compressFast(asset.raw, encoding);
  return body ? reply.header('content-encoding', encoding).send(body) : reply.send(asset.raw);
}

/**
 * Compresses every compressible asset of at least THRESHOLD bytes that has no copy from the build at the
 * best ratio (brotli, gzip) once the app is ready, in the background (start-up does not wait for ~5 s of
 * brotli 11 on a build without copies); stops at close. A failure is logged as a warning.
 */
function warmUpCompression(app: FastifyInstance, assets: readonly Asset[]): void {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.addHook('onReady', async () => {
    void (async () => {
      for (const asset of assets) {
        for (const encoding of ['br', 'gzip'] as const) {
          if (closing || !asset.compressible || asset.raw.length < THRESHOLD) break;
          if (encoding in asset.best) continue; // the build's copy
          asset.best[encoding] = await compressBest(asset.raw, encoding);
        }
      }
    })().catch((err: unknown) => app.log.warn({ err }, 'web asset precompression failed'));
  });
}

/**
 * Serves `webDist`'s `index.html` and `/assets/*` (immutable; a missing hashed file is a stale page asking
 * for an old build: 404, never index.html), every other file through @fastify/static with no-cache.
 * Answers the index asset.
 */
async function serveWebDist(app: FastifyInstance, webDist: string): Promise<Asset> {
  const assets = loadAssets(path.join(webDist, 'assets'));
  const indexFile = path.join(webDist, 'index.html');
  const index = loadAsset(indexFile, existsSync(indexFile + SIBLING.br));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    globIgnore: ['assets/**', 'index.html', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', NO_CACHE),
  });
  app.get('/assets/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const asset = assets.get((request.params as { '*': string })['*']);
    if (!asset) return reply.status(404).send(notFoundBody(request));
    return sendAsset(request, reply, asset, IMMUTABLE);
  });
  warmUpCompression(app, [index, ...assets.values()]);
  return index;
}

/**
 * Serves the built web app from `webDist` (skipped when it has no `index.html`), and answers unknown
 * paths: `GET` outside `/api` gets `index.html` (SPA fallback: the web router decides), anything else
 * a JSON 404.
 * - `/assets/*` (Vite's hashed files) are read into memory at start-up and sent with
 *   `Cache-Control: public, max-age=31536000, immutable`, brotli- or gzip-compressed at the best
 *   ratio: the build's `.br` / `.gz` copies when it wrote them (never served as files of their own), else
 *   a background warm-up after `ready` compresses each file once (requests before it finishes are
 *   compressed fast, per request).
 * - `index.html` and every other file carry `Cache-Control: no-cache` (and an ETag) so a new build is
 *   picked up at the next load.
 * Files added to `webDist` after start-up are not served until a restart (same as before).
 */
export async function registerWebAssets(app: FastifyInstance, webDist: string): Promise<void> {
  const index = existsSync(path.join(webDist, 'index.html')) ? await serveWebDist(app, webDist) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !index || request.method !== 'GET') {
      return reply.status(404).send(notFoundBody(request));
    }
    return sendAsset(request, reply, index, NO_CACHE);
  });
}
