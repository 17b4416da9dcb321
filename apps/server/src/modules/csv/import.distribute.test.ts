import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorWith, ENGINES } from '../../test/test-app.js';
import { makeBuyer, makeFlow } from '../distribution/distribution.test-helpers.js';
import { setupActors, usePartnerApp, waitUntil } from '../integrations/integrations.test-helpers.js';
import { uploadOk, waitFor } from './csv.test-helpers.js';

/*
 * Issue 22 §3 "an import can opt in": `distribute: true` on the start routes the leads the import created
 * through the flows once it completes; without it nothing is routed. The real atomic-crm file of
 * shared/data (500 rows, 299 valid read in the US) is the input; the buyer takes 50 in total, so the
 * others are held with their reason (each lead has its route either way).
 */

const DATA =
  [path.resolve(import.meta.dirname, '../../../../../../shared/data'), '/work/shared/data'].find((d) =>
    existsSync(d),
  ) ?? '/work/shared/data';
const atomic = readFileSync(`${DATA}/atomic-crm-contacts.csv`);

describe.each(ENGINES)('an import that opts in to distribution (%s)', (engine) => {
  const { t, partner } = usePartnerApp(engine, { distribution: { timeoutMs: 1_000, sweepSeconds: 1 } });
  let actors: Awaited<ReturnType<typeof setupActors>>;
  const campaign = `Imported-${engine}`;

  beforeAll(async () => {
    actors = await setupActors(t);
    // Capped at 50 in total: 50 leads are sold, the other 249 held (no buyer left), each with its route.
    const buyer = await makeBuyer(t, actors.admin.headers, actors.owner.id, `${partner.url}/accept`, {
      caps: { total: 50 },
    });
    await makeFlow(t, actors.admin.headers, {
      name: campaign,
      method: 'priority',
      match: { campaigns: [campaign] },
      buyers: [{ integrationId: buyer, priority: 1 }],
    });
  }, 60_000);

  const defaults = { country: 'SA', campaign, phoneRegion: 'US' };
  const start = (headers: Record<string, string>, id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/leads/import/${id}/start`, headers, payload: body });
  /** Route states of the leads import `id` created. */
  async function routesOf(id: string): Promise<Record<string, number>> {
    const res = (await t.database.db.execute(
      sql`SELECT coalesce(d.state, 'none') AS state, count(*)::int AS n FROM lead_import_rows r
          LEFT JOIN lead_distributions d ON d.lead_id = r.lead_id
          WHERE r.import_id = ${id}::uuid AND r.before IS NULL GROUP BY 1`,
    )) as unknown as { rows: Array<{ state: string; n: number }> };
    return Object.fromEntries(res.rows.map((r) => [r.state, r.n]));
  }

  it('routes nothing without the flag, every created lead with it; the flag is for managers of distribution', async () => {
    const plain = await uploadOk(t, actors.admin.headers, atomic);
    expect((await start(actors.admin.headers, plain.importId, { defaults })).statusCode).toBe(202);
    expect(await waitFor(t, actors.admin.headers, plain.importId)).toMatchObject({
      status: 'completed',
      imported: 299,
    });
    // Undone (its leads soft-deleted) so the same rows can be imported again with the flag.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/leads/import/${plain.importId}/cancel`,
      headers: actors.admin.headers,
    });
    expect(cancel.statusCode).toBe(200);

    const manager = await actorWith(t, 'sales_manager');
    const theirs = await uploadOk(t, manager.headers, atomic);
    const refused = await start(manager.headers, theirs.importId, { defaults, distribute: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'distribute' }] });

    const opted = await uploadOk(t, actors.admin.headers, atomic);
    const started = performance.now();
    const res = await start(actors.admin.headers, opted.importId, { defaults, distribute: true });
    expect(res.statusCode).toBe(202);
    expect(await waitFor(t, actors.admin.headers, opted.importId)).toMatchObject({
      status: 'completed',
      imported: 299,
    });
    const routed = async () => {
      const r = await routesOf(opted.importId);
      return r.sold === 50 && r.held === 249;
    };
    await waitUntil(routed, 150_000, '50 sold and 249 held').catch(async (err: unknown) => {
      throw new Error(`${String(err)}: ${JSON.stringify(await routesOf(opted.importId))}`);
    });
    console.info(`import of 299 leads completed and routed in ${Math.round(performance.now() - started)} ms`);
    const [marked] = (
      (await t.database.db.execute(
        sql`SELECT distributed_at IS NOT NULL AS done FROM lead_imports WHERE id = ${opted.importId}::uuid`,
      )) as unknown as { rows: Array<{ done: boolean }> }
    ).rows;
    expect(marked?.done).toBe(true);
    // Its progress says where its leads went (it said only "299 imported"); the plain import's says nothing.
    const progress = async (id: string) =>
      (await t.app.inject({ url: `/api/leads/import/${id}`, headers: actors.admin.headers })).json<{
        distribution?: unknown;
      }>().distribution;
    expect(await progress(opted.importId)).toEqual({
      done: true,
      pending: 0,
      sold: 50,
      held: 249,
      unsold: 0,
      returned: 0,
    });
    expect(await progress(plain.importId)).toBeNull();
    // The plain import's leads (seen by many sweeps since) never got a route.
    expect(await routesOf(plain.importId)).toEqual({ none: 299 });
    const triggers = (await t.database.db.execute(
      sql`SELECT DISTINCT trigger FROM lead_distributions d JOIN lead_import_rows r ON r.lead_id = d.lead_id
          WHERE r.import_id = ${opted.importId}::uuid`,
    )) as unknown as { rows: Array<{ trigger: string }> };
    expect(triggers.rows).toEqual([{ trigger: 'import' }]);
  }, 240_000);
});
