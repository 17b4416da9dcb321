import { sql } from 'drizzle-orm';
import { canDistributeLeads, MSG, type DistributionReason } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { queryRows, uuidArray } from '../../lib/sql.js';
import type { Actor } from '../../plugins/auth.js';
import { deliveryReturnedSql } from '../integrations/index.js';
import { leadScope } from '../leads/index.js';
import { requireManager } from './distribution.flows.js';
import { routeOf } from './distribution.read.js';
import { inTransaction, liveFlow, liveLead, recordSteps } from './distribution.repository.js';
import type { Distribution } from './distribution.service.js';
import { reverseSale } from './distribution.revenue.js';
import { reopenRoutes } from './distribution.start.js';

/*
 * Held leads (issue 22 §4), returns (§6) and the bulk "Distribute" (§3). Managers of distribution only,
 * except the bulk route (`canDistributeLeads`: admins and managers, on leads they see).
 */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Held leads not deleted, the longest held first, with their reason and hold deadline. */
export async function listHeld(db: Db, actor: Actor, q: { page: number; limit: number; flowId?: string }) {
  requireManager(actor);
  const held = sql`r.state = 'held' AND ${liveLead('r')}`;
  const where = q.flowId ? sql`${held} AND r.flow_id = ${q.flowId}::uuid` : held;
  const found = await queryRows<{
    lead_id: string;
    first_name: string;
    last_name: string;
    country: string;
    campaign: string;
    flow_id: string | null;
    flow_name: string | null;
    held_reason: DistributionReason | null;
    held_at: Date | string | null;
    hold_until: Date | string | null;
    attempts: number;
    round: number;
    sends: number;
  }>(
    db,
    sql`SELECT r.lead_id, l.first_name, l.last_name, l.country, l.campaign, r.flow_id, f.name AS flow_name,
          r.held_reason, r.held_at, r.hold_until, r.attempts, r.round,
          (SELECT count(*)::int FROM distribution_sends s WHERE s.lead_id = r.lead_id) AS sends
        FROM lead_distributions r JOIN leads l ON l.id = r.lead_id LEFT JOIN distribution_flows f ON f.id = r.flow_id
        WHERE ${where} ORDER BY r.held_at, r.lead_id LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM lead_distributions r WHERE ${where}`,
  );
  return {
    rows: found.map((r) => ({
      leadId: r.lead_id,
      name: `${r.first_name} ${r.last_name}`,
      country: r.country,
      campaign: r.campaign,
      flow: r.flow_id && r.flow_name ? { id: r.flow_id, name: r.flow_name } : null,
      heldReason: r.held_reason ?? undefined,
      heldAt: iso(r.held_at) ?? iso(new Date(0))!,
      holdUntil: iso(r.hold_until),
      attempts: r.attempts,
      round: r.round,
      sends: r.sends,
    })),
    count: n,
  };
}

/** Of `leadIds` just advanced or started, how many no buyer took: held. */
async function heldAgain(db: Db, leadIds: readonly string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM lead_distributions WHERE lead_id = ANY(${uuidArray([...leadIds])}) AND state = 'held'`,
  );
  return row?.n ?? 0;
}

/**
 * Tries held leads again now in their flow (a new round). Leads not held are skipped; a lead no buyer takes
 * now is held again with its first hold's deadline.
 * @returns `{count, skipped, held}`: moved, not held (skipped), and of those moved, held again.
 */
export async function releaseHeld(db: Db, dist: Distribution, actor: Actor, leadsIds: string[]) {
  requireManager(actor);
  const ids = [...new Set(leadsIds)];
  const moved = await reopenRoutes(db, dist.ctx, ids, {
    outcome: 'released',
    states: ['held'],
    liveFlowOnly: true,
  });
  await dist.advanceAll(moved);
  return { count: moved.length, skipped: ids.length - moved.length, held: await heldAgain(db, moved) };
}

/** Starts held or unsold leads afresh in `flowId` (a new round). @throws 404 for an unknown flow. */
export async function rerouteHeld(
  db: Db,
  dist: Distribution,
  actor: Actor,
  leadsIds: string[],
  flowId: string,
) {
  requireManager(actor);
  const flow = await liveFlow(db, flowId);
  if (!flow) throw notFound();
  const ids = [...new Set(leadsIds)];
  const moved = await reopenRoutes(db, dist.ctx, ids, {
    outcome: 'rerouted',
    states: ['held', 'unsold'],
    flow,
  });
  await dist.advanceAll(moved);
  return { count: moved.length, skipped: ids.length - moved.length, held: await heldAgain(db, moved) };
}

/**
 * `POST /leads/distribute`: routes visible leads through their matching flows now; answers how many were
 * routed, and of them held at once (no buyer takes them now), how many matched no flow and how many were
 * already distributed (`DistributeLeadsResponseSchema`).
 * @throws 403 (role), 404 when a lead is not visible (nothing is routed).
 */
export async function distributeLeads(db: Db, dist: Distribution, actor: Actor, leadsIds: string[]) {
  if (!canDistributeLeads(actor)) throw forbidden();
  const ids = [...new Set(leadsIds)];
  const scope = await leadScope(db, actor);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM leads WHERE id = ANY(${uuidArray(ids)}) AND ${scope}`,
  );
  if (n !== ids.length) throw notFound();
  const routed = await queryRows<{ lead_id: string }>(
    db,
    sql`SELECT lead_id FROM lead_distributions WHERE lead_id = ANY(${uuidArray(ids)})`,
  );
  const before = new Set(routed.map((r) => r.lead_id));
  const r = await dist.start(ids, 'bulk');
  const held = await heldAgain(
    db,
    ids.filter((id) => !before.has(id)),
  );
  return { count: r.count, held, noFlow: r.noFlow, skipped: r.skipped };
}

/**
 * Locks the lead's route and finds the buyer's accepted send, within the route's return window (hours
 * after the send was accepted; issue 22 §6 returns).
 * @returns the route's round and window and the send's id. @throws 404 unknown lead (no route); 409 not
 * held by that buyer (`notSoldToBuyer`), or the window is over (`returnWindowOver`, with `hours`).
 */
async function returnableSend(tx: Db, body: { leadId: string; integrationId: string }, now: Date) {
  const [route] = await queryRows<{ round: number; return_window_hours: number }>(
    tx,
    sql`SELECT round, return_window_hours FROM lead_distributions WHERE lead_id = ${body.leadId}::uuid FOR NO KEY UPDATE`,
  );
  if (!route) throw notFound();
  const [send] = await queryRows<{ id: string; delivery_id: string; finished_at: Date | string | null }>(
    tx,
    sql`SELECT id, delivery_id, finished_at FROM distribution_sends WHERE lead_id = ${body.leadId}::uuid
          AND integration_id = ${body.integrationId}::uuid AND status = 'accepted'`,
  );
  if (!send) throw new AppError('CONFLICT', MSG.messages.notSoldToBuyer);
  const soldAt = new Date(send.finished_at ?? now).getTime();
  if (now.getTime() > soldAt + route.return_window_hours * 3_600_000) {
    throw new AppError('CONFLICT', MSG.messages.returnWindowOver, undefined, undefined, {
      hours: route.return_window_hours,
    });
  }
  return { route, send };
}

/**
 * A buyer returns a lead it accepted, within the route's return window: the send becomes `returned` (once:
 * a second return is a 409), the step is kept; with `reroute` the lead goes on to the next buyer in a new
 * round, else it is `returned` when no other buyer holds it. The cap slot stays used (the lead was
 * delivered). The send's sale is reversed once in the same transaction (`reverseSale`, issue 22 §6), and its
 * delivery is marked returned (never replayed to that buyer).
 * @throws 404 unknown lead; 409 not held by that buyer, or the window is over.
 */
export async function returnLead(
  db: Db,
  dist: Distribution,
  actor: Actor,
  body: { leadId: string; integrationId: string; reason: string; reroute: boolean },
) {
  requireManager(actor);
  const now = dist.ctx.now();
  const reopened = await inTransaction(db, async (tx) => {
    const { route, send } = await returnableSend(tx, body, now);
    await tx.execute(
      sql`UPDATE distribution_sends SET status = 'returned', returned_at = ${now}, return_reason = ${body.reason}
          WHERE id = ${send.id}::uuid`,
    );
    await tx.execute(deliveryReturnedSql(send.delivery_id, now));
    await reverseSale(tx, send.id, body.reason, now);
    const reason = { code: 'returned', reason: body.reason } as const;
    await recordSteps(
      tx,
      [
        {
          leadId: body.leadId,
          round: route.round,
          outcome: 'returned',
          integrationId: body.integrationId,
          reason,
        },
      ],
      now,
    );
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM distribution_sends WHERE lead_id = ${body.leadId}::uuid AND status = 'accepted'`,
    );
    if (n === 0 && !body.reroute) {
      await tx.execute(
        sql`UPDATE lead_distributions SET state = 'returned', updated_at = ${now} WHERE lead_id = ${body.leadId}::uuid`,
      );
    }
    return body.reroute;
  });
  if (reopened) {
    const moved = await reopenRoutes(db, dist.ctx, [body.leadId], {
      outcome: 'rerouted',
      states: ['sold', 'returned'],
    });
    await dist.advanceAll(moved);
  }
  return routeOf(db, body.leadId, true);
}
