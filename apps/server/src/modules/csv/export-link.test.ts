import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DownloadLink } from '@leadhouse/domain';
import { exportLinks } from '../../db/schema/index.js';
import { actorWith, ENGINES, makeUser, uniq, useActor, useTestApp } from '../../test/test-app.js';
import { importFile, leadIdsOfCampaign, makeDownloadLink, parseCsv, phoneOf } from './csv.test-helpers.js';

describe.each(ENGINES)('signed download links on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useActor(t, 'admin');

  /** Inserts `n` leads of campaign `tag` assigned to `assignee`. */
  async function leadsOf(tag: string, assignee: string, n: number, base: number) {
    for (let i = 0; i < n; i++) {
      await t.database.db.execute(sql`
        INSERT INTO leads (first_name, last_name, phone_number, email, country, campaign, assigned_to)
        VALUES (${'First' + i}, ${'Last' + i}, ${'966-' + phoneOf(base + i)}, ${`${tag}${base + i}@ex.com`},
                'SA', ${tag}, ${assignee}::uuid)`);
    }
  }

  /** Follows a link as a browser does: no bearer header. */
  const follow = (link: Pick<DownloadLink, 'url'>, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: link.url });

  it('serves the same CSV as the authenticated export, once, without a bearer header', async () => {
    const tag = uniq('lnk').replace(/[^a-z0-9]/gi, '');
    await leadsOf(tag, admin.user.id, 3, 30_000_000 + Math.floor(Math.random() * 1e6) * 10);
    const query = { CAMPAIGNS: tag, sortBy: '{"phoneNumber":-1}', TZ: 'UTC' };
    const direct = await t.app.inject({
      method: 'GET',
      url: `/api/leads/export?${new URLSearchParams(query).toString()}`,
      headers: admin.headers,
    });
    expect(direct.statusCode).toBe(200);

    const link = await makeDownloadLink(t, admin.headers, { query });
    expect(link.url).toMatch(/^\/api\/leads\/export\/download\/[A-Za-z0-9_-]{43}$/);
    expect(link.fileName).toMatch(/^Leads-\d{8}-\d{6}\.csv$/);
    const ttl = Date.parse(link.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);

    // A HEAD (link preview, download manager) checks the link without using it.
    expect((await follow(link, 'HEAD')).statusCode).toBe(200);
    const res = await follow(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${link.fileName}"`);
    expect(res.body).toBe(direct.body);
    expect(parseCsv(res.body)).toHaveLength(4);

    const again = await follow(link);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      message: 'This download link was already used: start the download again',
    });

    // Only a hash of the token is stored.
    const token = link.url.split('/').pop()!;
    const stored = await t.database.db.select().from(exportLinks);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('serves a link once even when it is followed several times at the same moment', async () => {
    const link = await makeDownloadLink(t, admin.headers, { query: { CAMPAIGNS: 'nothing-matches' } });
    const answers = await Promise.all([follow(link), follow(link), follow(link)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('exports selected ids through a link, inside the scope of the user who made it', async () => {
    // A sales manager sees its own and its team's leads (the sales role itself has no export).
    const sales = await actorWith(t, 'sales_manager');
    const other = await makeUser(t, { role: 'sales' });
    const tag = uniq('scp').replace(/[^a-z0-9]/gi, '');
    const base = 40_000_000 + Math.floor(Math.random() * 1e6) * 10;
    await leadsOf(tag, sales.user.id, 2, base);
    await leadsOf(tag, other.id, 2, base + 5);
    const ids = await leadIdsOfCampaign(t, tag);
    expect(ids).toHaveLength(4);

    const byQuery = await follow(await makeDownloadLink(t, sales.headers, { query: { CAMPAIGNS: tag } }));
    expect(parseCsv(byQuery.body)).toHaveLength(3); // header + the manager's 2, not the other's
    const byIds = await follow(await makeDownloadLink(t, sales.headers, { ids, sortBy: '{"email":1}' }));
    expect(byIds.statusCode).toBe(200);
    const rows = parseCsv(byIds.body);
    expect(rows).toHaveLength(3); // the foreign ids are silently out of scope, as in the export
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/leads/export',
      headers: sales.headers,
      payload: { ids, sortBy: '{"email":1}' },
    });
    expect(byIds.body).toBe(direct.body);
  });

  it('refuses expired, forged and revoked links with a clear 404/401, never a 500', async () => {
    const user = await actorWith(t, 'admin');
    const expired = await makeDownloadLink(t, user.headers, { query: {} });
    const token = expired.url.split('/').pop()!;
    await t.database.db.execute(
      sql`UPDATE export_links SET expires_at = now() - interval '1 second'
          WHERE token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
    );
    const late = await follow(expired);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({
      message: 'This download link has expired: start the download again',
    });

    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [wrong, 'x', 'not-a-token.csv']) {
      const res = await follow({ url: `/api/leads/export/download/${forged}` });
      expect(res.statusCode, forged).toBe(404);
      expect(res.json()).toMatchObject({ message: 'This download link is not valid' });
    }
    // Longer than any route parameter, or not even a valid escape: still a client error, never a 500.
    for (const odd of ['a'.repeat(5000), '%00%ff', '..%2F..%2Fetc']) {
      const res = await follow({ url: `/api/leads/export/download/${odd}` });
      expect(res.statusCode, odd.slice(0, 10)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, odd.slice(0, 10)).toBeLessThan(500);
    }

    const revoked = await makeDownloadLink(t, user.headers, { query: {} });
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(logout.statusCode).toBe(200);
    for (const method of ['HEAD', 'GET'] as const) {
      const res = await follow(revoked, method);
      expect(res.statusCode).toBe(401);
    }
  });

  it('says why a revoked link fails, and answers Error preparing csv for a bad selection', async () => {
    const user = await actorWith(t, 'sales_manager');
    const link = await makeDownloadLink(t, user.headers, { ids: [admin.user.id] });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    const res = await follow(link);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'This download link was revoked: sign in again' });

    for (const payload of [{ ids: [] }, { query: { sortBy: 'nope' } }, { query: { STATUS: 'NOPE' } }, {}]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/leads/export/link',
        headers: admin.headers,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Error preparing csv' });
    }
    const affiliate = await actorWith(t, 'affiliate');
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/leads/export/link',
      headers: affiliate.headers,
      payload: { query: {} },
    });
    expect(denied.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/leads/export/link',
      payload: { query: {} },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("serves an import's 'Wrong/Duplicate Leads' report through a link, only to the importer", async () => {
    const base = 50_000_000 + Math.floor(Math.random() * 1e6) * 10;
    const tag = uniq('rej').replace(/[^a-z0-9]/gi, '');
    const csv =
      'name,phone,email,country,campaign\n' +
      `Good Lead,${phoneOf(base)},${tag}a@ex.com,SA,${tag}\n` +
      `Bad Lead,${phoneOf(base + 1)},not-an-email,SA,${tag}\n`;
    const { preview, progress } = await importFile(t, admin.headers, csv);
    expect(progress).toMatchObject({ imported: 1, rejected: 1 });
    const url = `/api/leads/import/${preview.importId}/rejections/link`;
    const direct = await t.app.inject({
      method: 'GET',
      url: `/api/leads/import/${preview.importId}/rejections.csv`,
      headers: admin.headers,
    });

    const link = await makeDownloadLink(t, admin.headers, undefined, url);
    expect(link.fileName).toBe(`Wrong-Duplicate-Leads-${preview.importId}.csv`);
    const res = await follow(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${link.fileName}"`);
    expect(res.body).toBe(direct.body);
    expect(parseCsv(res.body)[1]?.[0]).toBe('3');
    expect((await follow(link)).statusCode).toBe(404);

    const stranger = await actorWith(t, 'sales_manager');
    const refused = await t.app.inject({ method: 'POST', url, headers: stranger.headers });
    expect(refused.statusCode).toBe(404);
  });
});
