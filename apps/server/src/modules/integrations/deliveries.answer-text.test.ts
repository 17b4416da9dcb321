import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useTestApp } from '../../test/test-app.js';
import { createIntegrationVia, makeLead, setupActors, waitUntil } from './integrations.test-helpers.js';

/*
 * A buyer's answer is outside text: it is kept as sent, but as text PostgreSQL can store. One U+0000 in it
 * (raw, or a JSON `\u0000` in the customerId) made the statement that records the outcome fail: the
 * delivery stayed `sending`, the sweep took it back and the lead was posted again, 2-5 times, and an
 * accepted lead was then sold to the next buyer too (exploratory pass, session 48).
 */

const EMOJI_AT_CUT = `${'x'.repeat(199)}😀 and more`;
/** Path → [status, raw body]. */
const ANSWERS: Record<string, [number, string]> = {
  '/nul-422': [422, '{"status":"rejected","reason":"dup\u0000licate"}'],
  '/nul-500': [500, 'boom\u0000'],
  '/nul-id': [200, '{"ok":true,"data":{"customerId":"a\\u0000b"}}'],
  '/emoji-500': [500, EMOJI_AT_CUT],
};

describe.each(ENGINES)("a buyer's answer with text PostgreSQL cannot store (%s)", (engine) => {
  const t = useTestApp(engine, { integrationAllowHosts: '127.0.0.1' });
  const received: string[] = [];
  let server: Server;
  let base = '';
  let ctx: Awaited<ReturnType<typeof setupActors>>;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(req.url ?? '');
        const [status, body] = ANSWERS[req.url ?? ''] ?? [404, 'no'];
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ctx = await setupActors(t);
  });
  afterAll(async () => {
    await new Promise((ok) => server.close(ok));
  });

  /** Posts one lead to a new integration at `path` (no retries); answers its delivery once final. */
  async function deliver(path: string) {
    const { integration } = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${base}${path}`, {
      rejectStatuses: [422],
    });
    const lead = await makeLead(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: ctx.admin.headers,
      payload: { leadsIds: [lead.id], integrationId: integration.id },
    });
    type Row = { state: string; customer_id: string | null; last_error: string | null; attempts: number };
    let row: Row | undefined;
    await waitUntil(async () => {
      const found = (await t.database.db.execute(
        sql`SELECT state, customer_id, last_error, attempts FROM integration_deliveries
            WHERE integration_id = ${integration.id}::uuid`,
      )) as unknown as { rows: Row[] };
      row = found.rows[0];
      return row !== undefined && row.state !== 'sending' && row.state !== 'queued';
    });
    const history = (await t.database.db.execute(
      sql`SELECT integrations_history AS h FROM leads WHERE id = ${lead.id}::uuid`,
    )) as unknown as { rows: Array<{ h: Array<{ error?: string; data?: { customerId: string } }> | null }> };
    return { row: row!, history: history.rows[0]!.h ?? [] };
  }

  it('a rejection with U+0000 is recorded once as the buyer said, the NUL shown as U+FFFD', async () => {
    const { row, history } = await deliver('/nul-422');
    expect(row).toMatchObject({ state: 'rejected', attempts: 1 });
    expect(row.last_error).toContain('dup\ufffdlicate');
    expect(history).toEqual([expect.objectContaining({ error: expect.stringContaining('dup\ufffdlicate') })]);
    expect(received.filter((p) => p === '/nul-422')).toHaveLength(1);
  });

  it("an acceptance whose customerId holds U+0000 is accepted once, with the buyer's id kept", async () => {
    const { row, history } = await deliver('/nul-id');
    expect(row).toMatchObject({ state: 'accepted', customer_id: 'a\ufffdb', attempts: 1 });
    expect(history).toEqual([expect.objectContaining({ data: { customerId: 'a\ufffdb' } })]);
    expect(received.filter((p) => p === '/nul-id')).toHaveLength(1);
  });

  it('an error answer with U+0000, or cut through an emoji, is an error with its reason, not a stuck send', async () => {
    for (const path of ['/nul-500', '/emoji-500']) {
      const { row } = await deliver(path);
      expect(row.state, path).toBe('error');
      expect(row.attempts, path).toBe(1);
      expect(row.last_error, path).toMatch(/^HTTP 500: /);
    }
  });
});
