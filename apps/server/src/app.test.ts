import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, makeUser, TEST_PASSWORD, type TestApp } from './test/test-app.js';

/** The app over a real listening socket: SPA fallback, body limits, graceful shutdown. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const slowStarted = deferred();
const release = deferred();

describe('app over HTTP', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const web = mkdtempSync(path.join(tmpdir(), 'lh-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><title>Leadhouse</title><div id="root"></div>',
    );
    writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp('pglite', { webDist: web }, (app) => {
      // A public route that holds the request until the test says so, to observe close() mid-request.
      app.get('/api/test/slow', { config: { public: true } }, async () => {
        slowStarted.resolve();
        await release.promise;
        return { ok: true };
      });
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${addr.port}`;
  });
  afterAll(() => t.close());

  it('serves the web app with SPA fallback and keeps /api 404s as JSON', async () => {
    const page = await fetch(`${base}/leads?page=2`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${base}/assets/app.js`);
    expect(asset.status).toBe(200);
    const api = await fetch(`${base}/api/does-not-exist`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a body over the limit with 413 and a readable message', async () => {
    const res = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x', password: 'y'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
  });

  it('signs in over a real socket', async () => {
    const user = await makeUser(t);
    const res = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('lets a started request finish on close, then refuses new connections', async () => {
    const inFlight = fetch(`${base}/api/test/slow`, { headers: { connection: 'close' } });
    await slowStarted.promise;
    const started = Date.now();
    const closing = t.app.close();
    // The request is inside its handler while the server closes; let it finish now.
    setTimeout(() => release.resolve(), 200);
    await closing;
    expect(Date.now() - started).toBeLessThan(10_000);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
