import { beforeAll, describe, expect, it } from 'vitest';
import { makeDownloadLink } from '../modules/csv/csv.test-helpers.js';
import { captureLog } from './log-capture.js';
import { actorWith, ENGINES, useTestApp } from './test-app.js';

/*
 * Tokens in URLs never reach the request log (issue 18 item 5; SECURITY.md "Logs": no token in logs): the
 * export download link carries its credential in the path, and any `?token=` (or other secret-named query
 * key) in the query. The log keeps the method and a path with the secret replaced.
 */

describe.each(ENGINES)('no URL tokens in the request log on %s', (engine) => {
  const t = useTestApp(engine, { logLevel: 'info' });
  const lines: string[] = [];
  beforeAll(async () => {
    captureLog(t.app, (line) => lines.push(line));
  });

  it('redacts the export download token (path) and secret query values, keeping the rest useful', async () => {
    const admin = await actorWith(t, 'admin');
    const { url } = await makeDownloadLink(t, admin.headers, { query: {} });
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
