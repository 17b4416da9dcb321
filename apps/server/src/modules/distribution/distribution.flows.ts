import { eq, sql } from 'drizzle-orm';
import { canManageDistribution, MSG, type Buyer, type Flow, type FlowInputSchema } from '@leadhouse/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { distributionFlowBuyers, distributionFlows } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { queryRows, uuidArray } from '../../lib/sql.js';
import type { Actor } from '../../plugins/auth.js';
import { loadFlowBuyers, type FlowBuyer } from './distribution.buyers.js';
import { buyerActivity } from './distribution.activity.js';
import { totalSinceSql } from './distribution.caps.js';
import { capMeters } from './distribution.meters.js';
import { bySpecificity } from './distribution.rules.js';
import { scheduleOpen } from './distribution.schedule.js';
import { liveFlow, liveLead, type FlowSqlRow } from './distribution.repository.js';

/*
 * Flows CRUD and the buyers' live meters (issue 22 §1-§2; `/api/distribution/flows`, `/buyers`). Only
 * `canManageDistribution` (whoever manages integrations): anyone else is a 403.
 */

type FlowInput = z.output<typeof FlowInputSchema>;

export function requireManager(actor: Actor): void {
  if (!canManageDistribution(actor)) throw forbidden(MSG.problems.roleNoIntegrations);
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Flows as answered, with their buyers' meters at `now` (one meters statement for all). */
async function toFlows(db: Db, flows: FlowSqlRow[], now: Date): Promise<Flow[]> {
  const ids = flows.map((f) => f.id);
  const buyers = await loadFlowBuyers(db, ids);
  const all = new Map<string, FlowBuyer>();
  for (const list of buyers.values()) for (const b of list) all.set(b.integrationId, b);
  const [meters, activity, held] = await Promise.all([
    capMeters(db, [...all.values()], now),
    buyerActivity(db, [...all.keys()], now),
    heldByFlow(db, ids),
  ]);
  return flows.map((f) => ({
    id: f.id,
    name: f.name,
    method: f.method,
    match: f.match,
    buyers: (buyers.get(f.id) ?? []).map((b) => ({
      integrationId: b.integrationId,
      name: b.name,
      priority: b.priority,
      weight: b.weight,
      meters: meters.get(b.integrationId)?.meters ?? [],
      moneyMeter: meters.get(b.integrationId)?.money ?? null,
      activity: activity.get(b.integrationId)!,
    })),
    exclusive: f.exclusive,
    maxBuyers: f.max_buyers,
    holdMinutes: f.hold_minutes,
    returnWindowHours: f.return_window_hours,
    maxAttempts: f.max_attempts,
    active: f.active,
    held: held.get(f.id) ?? 0,
    createdAt: iso(f.created_at),
    updatedAt: iso(f.updated_at),
  }));
}

/** Held leads (not deleted) per flow of `flowIds`, as the held queue counts them (`listHeld`). */
async function heldByFlow(db: Db, flowIds: readonly string[]): Promise<Map<string, number>> {
  if (flowIds.length === 0) return new Map();
  const rows = await queryRows<{ flow_id: string; n: number }>(
    db,
    sql`SELECT r.flow_id, count(*)::int AS n FROM lead_distributions r
        WHERE r.state = 'held' AND ${liveLead('r')} AND r.flow_id = ANY(${uuidArray(flowIds)}) GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.flow_id, r.n]));
}

async function flowRow(db: Db, id: string): Promise<FlowSqlRow> {
  const f = await liveFlow(db, id);
  if (!f) throw notFound();
  return f;
}

/** Every flow not deleted, most specific match first (the order in which they take leads). */
export async function listFlows(db: Db, actor: Actor, now: Date) {
  requireManager(actor);
  const flows = await queryRows<FlowSqlRow>(
    db,
    sql`SELECT * FROM distribution_flows WHERE deleted_at IS NULL`,
  );
  const sorted = flows
    .map((f) => ({ ...f, createdAt: new Date(f.created_at) }))
    .sort((a, b) => Number(b.active) - Number(a.active) || bySpecificity(a, b));
  return { rows: await toFlows(db, sorted, now) };
}

export async function getFlow(db: Db, actor: Actor, id: string, now: Date): Promise<Flow> {
  requireManager(actor);
  return (await toFlows(db, [await flowRow(db, id)], now))[0]!;
}

/**
 * Refuses buyers that are not live integrations, or integrations without buyer settings (400 naming the
 * first: `flowBuyerUnknown`, `flowBuyerNotBuyer`).
 */
async function checkBuyers(db: Db, input: FlowInput): Promise<void> {
  const ids = input.buyers.map((b) => b.integrationId);
  const found = await queryRows<{ id: string; buyer: boolean }>(
    db,
    sql`SELECT id, distribution IS NOT NULL AS buyer FROM integrations
        WHERE id = ANY(${'{' + ids.join(',') + '}'}::uuid[]) AND deleted_at IS NULL`,
  );
  const known = new Map(found.map((f) => [f.id, f.buyer]));
  const at = ids.findIndex((id) => known.get(id) !== true);
  if (at < 0) return;
  const message = known.has(ids[at]!) ? MSG.messages.flowBuyerNotBuyer : MSG.messages.flowBuyerUnknown;
  const params = { integrationId: ids[at]! };
  throw new AppError(
    'VALIDATION',
    message,
    [{ field: `buyers.${at}.integrationId`, message, params }],
    undefined,
    params,
  );
}

const columns = (input: FlowInput) => ({
  name: input.name,
  method: input.method,
  match: input.match,
  exclusive: input.exclusive,
  maxBuyers: input.exclusive ? 1 : input.maxBuyers,
  holdMinutes: input.holdMinutes,
  returnWindowHours: input.returnWindowHours,
  maxAttempts: input.maxAttempts,
  active: input.active,
});

async function writeBuyers(tx: Db, flowId: string, input: FlowInput): Promise<void> {
  await tx.delete(distributionFlowBuyers).where(eq(distributionFlowBuyers.flowId, flowId));
  await tx.insert(distributionFlowBuyers).values(
    input.buyers.map((b, position) => ({
      flowId,
      integrationId: b.integrationId,
      priority: b.priority,
      weight: b.weight,
      position,
    })),
  );
}

/** Creates a flow. @throws 400 when a buyer is not a live integration. */
export async function createFlow(db: Db, actor: Actor, input: FlowInput, now: Date): Promise<Flow> {
  requireManager(actor);
  await checkBuyers(db, input);
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(distributionFlows)
      .values({ ...columns(input), createdBy: actor.id })
      .returning({ id: distributionFlows.id });
    await writeBuyers(tx, row!.id, input);
    return row!.id;
  });
  return getFlow(db, actor, id, now);
}

/** Replaces a flow; routes already started keep the settings they copied. */
export async function updateFlow(
  db: Db,
  actor: Actor,
  id: string,
  input: FlowInput,
  now: Date,
): Promise<Flow> {
  requireManager(actor);
  await flowRow(db, id);
  await checkBuyers(db, input);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(distributionFlows)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(eq(distributionFlows.id, id));
    await writeBuyers(tx, id, input);
  });
  return getFlow(db, actor, id, now);
}

/**
 * Deletes a flow as a person sees it: archived (`deleted_at`, inactive), so it takes no new lead and is gone
 * from the lists, while every route that went through it keeps its name and decisions; its held leads stay
 * held until re-routed or expired (the sweep no longer retries them). @throws 404 for an unknown or
 * already deleted flow.
 */
export async function removeFlow(db: Db, actor: Actor, id: string) {
  requireManager(actor);
  await flowRow(db, id);
  await db
    .update(distributionFlows)
    .set({ active: false, deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(distributionFlows.id, id));
  return { message: 'Flow deleted' };
}

/**
 * Integrations with buyer settings, with their meters and whether their schedule is open now; `onlyId`:
 * that one buyer alone (no row when it is none).
 */
export async function listBuyers(
  db: Db,
  actor: Actor,
  now: Date,
  onlyId?: string,
): Promise<{ rows: Buyer[] }> {
  requireManager(actor);
  const found = await queryRows<{
    id: string;
    name: string;
    active: boolean;
    paused: boolean;
    distribution: FlowBuyer['settings'];
    total_since: string | Date | null;
  }>(
    db,
    sql`SELECT i.id, i.name, i.active, i.paused_at IS NOT NULL AS paused, i.distribution, ${totalSinceSql('i')}
        FROM integrations i WHERE i.deleted_at IS NULL AND i.distribution IS NOT NULL
          ${onlyId ? sql`AND i.id = ${onlyId}::uuid` : sql``} ORDER BY i.name, i.id`,
  );
  const buyers = found.map((f) => ({
    integrationId: f.id,
    timeZone: f.distribution?.timeZone ?? 'UTC',
    settings: f.distribution,
    totalSince: f.total_since,
  }));
  const [meters, activity] = await Promise.all([
    capMeters(db, buyers, now),
    buyerActivity(
      db,
      found.map((f) => f.id),
      now,
    ),
  ]);
  return {
    rows: found.map((f, i) => ({
      integrationId: f.id,
      name: f.name,
      active: f.active,
      paused: f.paused,
      distribution: f.distribution,
      open: scheduleOpen(f.distribution?.schedule, buyers[i]!.timeZone, now),
      meters: meters.get(f.id)?.meters ?? [],
      moneyMeter: meters.get(f.id)?.money ?? null,
      activity: activity.get(f.id)!,
    })),
  };
}
