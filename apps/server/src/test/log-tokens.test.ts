import { beforeAll, describe, expect, it } from 'vitest';
import { actorWith, ENGINES, type TestApp, useTestApp } from './test-app.js';

/*
 * Tokens in URLs never reach the request log (issue 18 item 5; SECURITY.md "Logs": no token in logs): the
 * export download link carries its credential in the path, and any `?token=` (or other secret-named query
 * key) in the query. The log keeps the method and a path with the secret replaced.
 */

/** Routes every log line of `app` into `lines` (pino's stream, looked up on the logger's prototypes). */
function captureLog(t: TestApp, lines: string[]): void {
  let proto: object | null = t.app.log;
  while (proto) {
    const sym = Object.getOwnPropertySymbols(proto).find((s) => s.description === 'pino.stream');
    if (sym) {
      Object.defineProperty(t.app.log, sym, {
        value: { write: (s: string) => void lines.push(s) },
        writable: true,
        configurable: true,
      });
      return;
    }
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  throw new Error('pino stream symbol not found');
}

describe.each(ENGINES)('no URL tokens in the request log on %s', (engine) => {
  const t = useTestApp(engine, { logLevel: 'info' });
  const lines: string[] = [];
  beforeAll(async () => {
    captureLog(t, lines);
  });

  it('redacts the export download token (path) and secret query values, keeping the rest useful', async () => {
    const admin = await actorWith(t, 'admin');
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/leads/export/link',
      headers: admin.headers,
      payload: { query: {} },
    });
    expect(link.statusCode, link.body).toBe(201);
    const url = link.json<{ url: string }>().url;
    const token = url.split('/').pop()!;
    expect(token.length).toBeGreaterThan(20);
    const secret = 'Query-Secret-7f3a9c1e55';
    const requests = [
      ['HEAD', url],
      ['GET', url],
      ['GET', url], // used: 404
      ['GET', `${url}?token=${secret}`],
      ['GET', `${url}/`],
      ['GET', `/api/leads/export/download/${secret}x`],
      ['GET', `/api/no-such-route?token=${secret}&page=2`],
      ['GET', `/api/users?access_token=${secret}`],
      ['GET', `/some/page?api_key=${secret}`],
    ] as const;
    for (const [method, path] of requests) await t.app.inject({ method, url: path });
    const joined = lines.join('\n');
    expect(lines.length).toBeGreaterThan(requests.length);
    expect(joined).not.toContain(token);
    expect(joined).not.toContain(secret);
    expect(joined).toContain('/api/leads/export/download/[redacted]');
  });
});
