import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../plugins/web-assets.js';
import { actorWith, createTestApp, ENGINES, type TestApp } from './test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A small stand-in for Vite's build: index.html, two hashed assets and an unhashed file. */
function fakeWebDist(): { dir: string; js: string; css: string; html: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const js = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'leadhouse ${i}';`).join('\n');
  const css = Array.from({ length: 200 }, (_, i) => `.row-${i} { padding: ${i}px; }`).join('\n');
  const html = `<!doctype html><html><head><title>Leadhouse</title>${'<meta name="x" content="y">'.repeat(60)}<script type="module" src="/assets/index-AbC123xy.js"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'assets/index-AbC123xy.js'), js);
  writeFileSync(path.join(dir, 'assets/index-DeF456uv.css'), css);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, js, css, html };
}

const decode = (encoding: string | undefined, body: Buffer): string =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString(
    'utf8',
  );

describe('Accept-Encoding negotiation', () => {
  it('prefers brotli, honours q=0 and falls back to gzip or none', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe.each(ENGINES)('compression and caching on %s', (engine) => {
  let t: TestApp;
  let web: ReturnType<typeof fakeWebDist>;
  beforeAll(async () => {
    web = fakeWebDist();
    t = await createTestApp(engine, { webDist: web.dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web.dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

  it('sends hashed assets compressed with an immutable one-year cache header', async () => {
    const js = await get('/assets/index-AbC123xy.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers.vary).toMatch(/accept-encoding/i);
    expect(decode('br', js.rawPayload)).toBe(web.js);
    expect(js.rawPayload.length).toBeLessThan(web.js.length / 2);

    const css = await get('/assets/index-DeF456uv.css', { 'accept-encoding': 'gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
    expect(decode('gzip', css.rawPayload)).toBe(web.css);

    const plain = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.js);

    const missing = await get('/assets/index-Gone0000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('keeps index.html and the SPA fallback no-cache (compressed, revalidated by ETag)', async () => {
    for (const url of ['/', '/leads', '/signin?next=%2Fusers']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(decode(res.headers['content-encoding'] as string | undefined, res.rawPayload), url).toBe(
        web.html,
      );
      expect(res.headers['content-encoding'], url).toBe('br');
    }
    const first = await get('/leads');
    const again = await get('/leads', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers and the streamed CSV export', async () => {
    const { headers } = await actorWith(t, 'admin');
    const me = await get('/api/users/me', headers);
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBe('br');
    expect(me.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(decode('br', me.rawPayload)) as { user: { role: string } };
    expect(body.user.role).toBe('admin');

    const csv = await get('/api/leads/export', { ...headers, 'accept-encoding': 'gzip' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', csv.rawPayload).length).toBeGreaterThan(0);

    const small = await get('/api/health');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined(); // under the 1 KiB threshold
  });
});

describe('copies compressed by the build (vite-plugin-compression2)', () => {
  let t: TestApp;
  let web: ReturnType<typeof fakeWebDist>;
  // Brotli quality 1 and gzip 1: bytes the server's own settings (11 / 4, 9 / 6) never produce, so an
  // answer equal to them was read from the build, not compressed again.
  let jsBr: Buffer;
  let htmlGz: Buffer;
  beforeAll(async () => {
    web = fakeWebDist();
    jsBr = brotliCompressSync(web.js, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    htmlGz = gzipSync(web.html, { level: 1 });
    writeFileSync(path.join(web.dir, 'assets/index-AbC123xy.js.br'), jsBr);
    writeFileSync(path.join(web.dir, 'assets/index-AbC123xy.js.gz'), gzipSync(web.js, { level: 1 }));
    writeFileSync(path.join(web.dir, 'index.html.br'), brotliCompressSync(web.html));
    writeFileSync(path.join(web.dir, 'index.html.gz'), htmlGz);
    // No copy of the CSS: the build writes none when compressing saves nothing.
    t = await createTestApp(ENGINES[0]!, { webDist: web.dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web.dir, { recursive: true, force: true });
  });
  const get = (url: string, encoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it("sends the build's copy byte for byte, and a file without a copy as it is", async () => {
    const js = await get('/assets/index-AbC123xy.js', 'br, gzip');
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect(Buffer.compare(js.rawPayload, jsBr)).toBe(0);
    expect(decode('br', js.rawPayload)).toBe(web.js);
    const html = await get('/leads', 'gzip');
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(html.rawPayload, htmlGz)).toBe(0);
    const css = await get('/assets/index-DeF456uv.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe(web.css);
  });

  it('never serves a copy as a file of its own', async () => {
    const copy = await get('/assets/index-AbC123xy.js.br', 'br');
    expect(copy.statusCode).toBe(404);
    const indexCopy = await get('/index.html.gz', 'identity');
    expect(indexCopy.headers['content-type']).toMatch(/text\/html/);
    expect(indexCopy.body).toBe(web.html); // the SPA fallback, not the gzip bytes
  });
});
