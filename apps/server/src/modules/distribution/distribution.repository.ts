import { sql, type SQL } from 'drizzle-orm';
import { countryCodeOf, type DistributionOutcome, type DistributionReason } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { distributionSteps, type FlowMatch } from '../../db/schema/index.js';
import { jsonValue, queryRows, type Runner } from '../../lib/sql.js';
import type { RoutedLead } from './distribution.rules.js';
import type { FlowBuyer } from './distribution.buyers.js';

/* Statements of lead distribution shared by the engine and the services. */

/** Runs `fn` in a transaction, again (at most 5 times) when PostgreSQL reports a deadlock or a serialization failure. */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return retrying(() => db.transaction(async (t) => fn(t as unknown as Db)));
}

/**
 * Runs `fn` (a transaction, or one statement that is its own), again (at most 5 times) when PostgreSQL
 * reports a deadlock or a serialization failure; any other error rejects at once.
 */
export async function retrying<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 5 || !retryable(err)) throw err;
    }
  }
}

function retryable(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '40P01' || e.code === '40001') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** A lead's columns as routing reads them (`ROUTED_LEAD_COLUMNS` of `leads`; email lower-cased). */
export interface RoutedLeadSqlRow {
  id: string;
  country: string;
  campaign: string;
  affiliate_id: string | null;
  platform: string | null;
  phone_number: string;
  email: string | null;
}

/** The select list of `RoutedLeadSqlRow` over the `leads` table aliased `l`. */
export const ROUTED_LEAD_COLUMNS = sql`l.id, l.country, l.campaign, l.affiliate_id, l.platform, l.phone_number,
  lower(l.email) AS email`;

/** A `RoutedLeadSqlRow` as routing judges it (`routedLead`). */
export const routedLeadOf = (l: RoutedLeadSqlRow) =>
  routedLead({
    id: l.id,
    country: l.country,
    campaign: l.campaign,
    affiliateId: l.affiliate_id,
    platform: l.platform,
    phoneNumber: l.phone_number,
    email: l.email,
  });

/** Live leads by id, as routing reads them. */
export async function loadLeads(db: Runner, ids: readonly string[]): Promise<Map<string, RoutedLead>> {
  const found = await queryRows<RoutedLeadSqlRow>(
    db,
    sql`SELECT ${ROUTED_LEAD_COLUMNS} FROM leads l
        WHERE l.id = ANY(${'{' + ids.join(',') + '}'}::uuid[]) AND l.deleted_at IS NULL`,
  );
  return new Map(found.map((l) => [l.id, routedLeadOf(l)]));
}

/**
 * A lead as routing judges it, from its stored values: the country as its ISO code, platform and email
 * lower-cased (the one rule for a lead read back and a lead the intake just wrote).
 */
export function routedLead(l: RoutedLead & { id: string }): RoutedLead & { id: string } {
  return {
    ...l,
    country: l.country === null ? null : (countryCodeOf(l.country) ?? l.country),
    platform: l.platform?.toLowerCase() ?? null,
    email: l.email?.toLowerCase() ?? null,
  };
}

/** A flow row as routing reads it. */
export interface FlowSqlRow {
  id: string;
  name: string;
  method: 'priority' | 'weighted' | 'round_robin';
  match: FlowMatch;
  exclusive: boolean;
  max_buyers: number;
  hold_minutes: number;
  return_window_hours: number;
  max_attempts: number;
  active: boolean;
  rr_last: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * A route's lead is not deleted, as a condition on `lead_distributions` (or its `alias`): a deleted
 * lead's held route leaves the queue and is neither retried, released nor re-routed (it is back with
 * the lead's undo).
 */
export const liveLead = (alias = 'lead_distributions'): SQL =>
  sql`EXISTS (SELECT 1 FROM leads l WHERE l.id = ${sql.raw(alias)}.lead_id AND l.deleted_at IS NULL)`;

/**
 * A flow by id unless it is archived (docs/decisions.md: a deleted flow is archived); `lock`: its row
 * locked `FOR NO KEY UPDATE` in the caller's transaction (a round-robin flow's cursor, `flowOf`).
 */
export async function liveFlow(db: Runner, id: string, lock = false): Promise<FlowSqlRow | undefined> {
  const [flow] = await queryRows<FlowSqlRow>(
    db,
    sql`SELECT * FROM distribution_flows WHERE id = ${id}::uuid AND deleted_at IS NULL ${sql.raw(lock ? 'FOR NO KEY UPDATE' : '')}`,
  );
  return flow;
}

/** Active flows (matching candidates), with `createdAt` as a Date. */
export async function activeFlows(db: Runner) {
  const found = await queryRows<FlowSqlRow>(
    db,
    sql`SELECT * FROM distribution_flows WHERE active AND deleted_at IS NULL`,
  );
  return found.map((f) => ({ ...f, createdAt: new Date(f.created_at) }));
}

/** An active flow as the cache keeps it (`createdAt` as a Date, for `mostSpecificFlow`). */
export type ActiveFlow = Awaited<ReturnType<typeof activeFlows>>[number];

/**
 * What identifies the flows as they are now, as SQL (text): every flow's id and last change (`updated_at`,
 * set by the database on each create and edit), hashed; a created, edited or deleted flow changes it, the
 * round-robin cursor (`rr_last`) does not. A route's insert checks it in its own statement
 * (distribution.start.ts), so a process's cached flows are never used once stale.
 */
export const FLOWS_FINGERPRINT = sql`(SELECT md5(coalesce(string_agg(id::text || '@' || updated_at::text, ',' ORDER BY id), ''))
  FROM distribution_flows)`;

/** The active flows with the fingerprint they were read at, one statement. */
export async function activeFlowsAt(db: Runner): Promise<{ fingerprint: string; flows: ActiveFlow[] }> {
  const [row] = await queryRows<{ fingerprint: string; flows: FlowSqlRow[] | string }>(
    db,
    sql`SELECT ${FLOWS_FINGERPRINT} AS fingerprint,
          (SELECT coalesce(json_agg(f), '[]'::json) FROM distribution_flows f WHERE f.active AND f.deleted_at IS NULL) AS flows`,
  );
  const list = jsonValue(row!.flows);
  return {
    fingerprint: row!.fingerprint,
    flows: list.map((f) => ({ ...f, createdAt: new Date(f.created_at) })),
  };
}

/**
 * The active flows one process routes by (issue 22: one statement less per routed lead), re-read when a
 * route's insert finds them stale (`FLOWS_FINGERPRINT`). `get` answers the cached read; `refresh` reads again.
 * `buyers`: each flow's buyers as a route's insert last read them, so that the next route of the flow reads
 * what judging them needs in that same statement (distribution.start.ts); a hint only, checked against the
 * buyers the insert reads.
 */
export function createFlowCache(db: Runner) {
  let cached: Promise<{ fingerprint: string; flows: ActiveFlow[] }> | undefined;
  const refresh = () => {
    cached = activeFlowsAt(db);
    cached.catch(() => {
      cached = undefined;
    });
    return cached;
  };
  return { get: () => cached ?? refresh(), refresh, buyers: new Map<string, FlowBuyer[]>() };
}
export type FlowCache = ReturnType<typeof createFlowCache>;

/** One step of a lead's route, to be kept. */
export interface StepInput {
  leadId: string;
  round: number;
  outcome: DistributionOutcome;
  integrationId?: string | null;
  reason?: DistributionReason | null;
  deliveryId?: string | null;
  price?: { amount: number; currency: string } | null;
}

/** Keeps steps (one statement), all at `at` (their ids keep their order). */
export async function recordSteps(tx: Db, steps: readonly StepInput[], at: Date): Promise<void> {
  if (steps.length === 0) return;
  await tx.execute(stepsInsertSql(tx, steps, at));
}

/**
 * The statement of `recordSteps` (steps non-empty), for a caller that writes it with others in one round trip
 * (a data-modifying `WITH`: the engine's attempts counter, settle's sale).
 */
export function stepsInsertSql(tx: Db, steps: readonly StepInput[], at: Date): SQL {
  return tx
    .insert(distributionSteps)
    .values(
      steps.map((s) => ({
        leadId: s.leadId,
        round: s.round,
        at,
        outcome: s.outcome,
        integrationId: s.integrationId ?? null,
        reason: s.reason ?? null,
        deliveryId: s.deliveryId ?? null,
        priceAmount: s.price?.amount ?? null,
        priceCurrency: s.price?.currency ?? null,
      })),
    )
    .getSQL();
}

/**
 * Keeps `steps` in order (their ids keep it) as a statement for a data-modifying `WITH`, when `when` holds:
 * a step's `deliveryId` may be SQL (the id a sibling part of the statement inserts, e.g. `(SELECT id FROM d)`).
 * The send's statement keeps the round's steps with its delivery in one round trip (distribution.send.ts).
 */
export function stepsInsertWhenSql(
  steps: readonly (Omit<StepInput, 'deliveryId'> & { deliveryId?: string | SQL | null })[],
  at: Date,
  when: SQL,
): SQL {
  const rows = steps.map((s, i) => {
    const delivery =
      typeof s.deliveryId === 'string' || s.deliveryId == null
        ? sql`${s.deliveryId ?? null}::uuid`
        : s.deliveryId;
    return sql`(${i}::int, ${s.leadId}::uuid, ${s.round}::int, ${at.toISOString()}::timestamptz, ${s.outcome}::text,
      ${s.integrationId ?? null}::uuid, ${s.reason ? JSON.stringify(s.reason) : null}::jsonb, ${delivery},
      ${s.price?.amount ?? null}::bigint, ${s.price?.currency ?? null}::text)`;
  });
  return sql`INSERT INTO distribution_steps (lead_id, round, at, outcome, integration_id, reason, delivery_id, price_amount,
      price_currency)
    SELECT v.lead_id, v.round, v.at, v.outcome, v.integration_id, v.reason, v.delivery_id, v.price_amount, v.price_currency
    FROM (VALUES ${sql.join(rows, sql`, `)})
      AS v(ord, lead_id, round, at, outcome, integration_id, reason, delivery_id, price_amount, price_currency)
    WHERE ${when} ORDER BY v.ord`;
}
