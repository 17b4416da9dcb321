import { sql } from 'drizzle-orm';
import { canManageIntegrations, canPostToIntegration, type DeliveryState, MSG } from '@leadhouse/domain';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { assertIntegrationAccountTakesLeads } from '../accounts/index.js';
import { leadScope } from '../leads/index.js';
import { findIntegration, type IntegrationDeps } from './integrations.service.js';
import { DELIVERY_COLUMNS, rows, toDelivery, type DeliverySqlRow } from './integrations.repository.js';

/*
 * Posting leads and the delivery log (spec §7 `leads/postToIntegration`; docs/decisions.md "Lead pipeline:
 * integrations and deliveries").
 */

const uuidList = (ids: readonly string[]) => sql`${'{' + ids.join(',') + '}'}::uuid[]`;

/**
 * Queues one delivery per lead × integration in one transaction (the outbox), then wakes the workers.
 * Leads the actor does not see make the whole request a 404 (nothing queued); leads already delivered or
 * on their way to this integration are skipped (never sent twice unless a user replays).
 * @returns `count` queued now (spec §8 message) and `skipped`.
 * @throws AppError 403 (role; the integration's account is inactive or unpaid), 404 (integration or a lead
 * not found / not visible).
 */
export async function postToIntegration(
  deps: IntegrationDeps,
  actor: Actor,
  body: { leadsIds: string[]; integrationId: string },
): Promise<{ count: number; skipped: number }> {
  if (!canPostToIntegration(actor)) throw forbidden(MSG.problems.roleNoPosting);
  await findIntegration(deps.db, body.integrationId);
  // The integration of an inactive or unpaid account takes no leads (403, naming the account).
  await assertIntegrationAccountTakesLeads(deps.db, body.integrationId);
  const ids = [...new Set(body.leadsIds)];
  const scope = await leadScope(deps.db, actor);
  const created = await deps.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM leads WHERE id = ANY(${uuidList(ids)}) AND ${scope}`,
    );
    if (n !== ids.length) throw notFound(MSG.problems.someLeadsNotFound);
    return rows<{ id: string }>(
      tx,
      sql`INSERT INTO integration_deliveries (integration_id, lead_id, state, next_attempt_at, created_by)
          SELECT ${body.integrationId}::uuid, l, 'queued', now(), ${actor.id}::uuid FROM unnest(${uuidList(ids)}) AS l
          ON CONFLICT (integration_id, lead_id) DO NOTHING RETURNING id`,
    );
  });
  await deps.jobs.enqueueMany(created.map((c) => c.id));
  return { count: created.length, skipped: ids.length - created.length };
}

/** Managers see every delivery; anyone else only those of one lead it sees (`leadId`). */
async function deliveryScope(deps: IntegrationDeps, actor: Actor, leadId: string | undefined) {
  if (canManageIntegrations(actor)) return sql`TRUE`;
  if (!leadId) throw forbidden(MSG.problems.leadForDeliveries);
  const scope = await leadScope(deps.db, actor);
  const seen = await rows(deps.db, sql`SELECT 1 FROM leads WHERE id = ${leadId}::uuid AND ${scope}`);
  if (!seen.length) throw notFound(MSG.problems.leadNotFound);
  return sql`d.lead_id = ${leadId}::uuid`;
}

/**
 * A delivery as someone who does not manage integrations may read it (a lead's drawer): its state, buyer,
 * attempts and customer id, never what the partner answered (`lastError` carries the partner's answer):
 * the same rule as a lead's route (distribution.read.ts `redactReason`, roles.ts `canManageIntegrations`).
 */
const redacted = <T extends { lastError: string | null }>(d: T): T => ({ ...d, lastError: null });

/**
 * The delivery log, newest first, filtered by integration, lead and state; partners' answers only for those
 * who manage integrations (`redacted`). Errors: 403 without `leadId` for a non-manager, 404 for a lead it
 * does not see (`deliveryScope`).
 */
export async function listDeliveries(
  deps: IntegrationDeps,
  actor: Actor,
  q: { page: number; limit: number; integrationId?: string; leadId?: string; state?: DeliveryState },
) {
  const conditions = [await deliveryScope(deps, actor, q.leadId)];
  if (q.integrationId) conditions.push(sql`d.integration_id = ${q.integrationId}::uuid`);
  if (q.leadId) conditions.push(sql`d.lead_id = ${q.leadId}::uuid`);
  if (q.state) conditions.push(sql`d.state = ${q.state}`);
  const where = sql.join(conditions, sql` AND `);
  const found = await rows<DeliverySqlRow>(
    deps.db,
    sql`SELECT ${DELIVERY_COLUMNS} FROM integration_deliveries d JOIN integrations i ON i.id = d.integration_id
        WHERE ${where} ORDER BY d.updated_at DESC, d.id LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    deps.db,
    sql`SELECT count(*)::int AS n FROM integration_deliveries d WHERE ${where}`,
  );
  const full = canManageIntegrations(actor);
  return { rows: found.map((d) => (full ? toDelivery(d) : redacted(toDelivery(d)))), count: n };
}

/**
 * One delivery with its attempts; 404 when the actor may not see it. Someone who does not manage
 * integrations gets each attempt's time, outcome and HTTP status only: no address, request, answer or reason.
 */
export async function getDelivery(deps: IntegrationDeps, actor: Actor, id: string) {
  const [d] = await rows<DeliverySqlRow>(
    deps.db,
    sql`SELECT ${DELIVERY_COLUMNS} FROM integration_deliveries d JOIN integrations i ON i.id = d.integration_id
        WHERE d.id = ${id}::uuid`,
  );
  if (!d) throw notFound(MSG.problems.deliveryNotFound);
  const full = canManageIntegrations(actor);
  if (!full) {
    await deliveryScope(deps, actor, d.lead_id).catch(() => {
      throw notFound(MSG.problems.deliveryNotFound);
    });
  }
  const attempts = await rows<{
    attempt: number;
    started_at: Date | string;
    duration_ms: number;
    outcome: 'accepted' | 'rejected' | 'error';
    status: number | null;
    request: Partial<{ method: string; url: string; headers: Record<string, string>; body: string }>;
    answer: string;
    reason: string | null;
  }>(deps.db, sql`SELECT * FROM integration_attempts WHERE delivery_id = ${id}::uuid ORDER BY id`);
  const hidden = { method: '', url: '', headers: {}, body: '' };
  return {
    ...(full ? toDelivery(d) : redacted(toDelivery(d))),
    attemptLog: attempts.map((a) => ({
      attempt: a.attempt,
      startedAt: new Date(a.started_at).toISOString(),
      durationMs: a.duration_ms,
      outcome: a.outcome,
      status: a.status,
      request: full
        ? {
            method: a.request.method ?? '',
            url: a.request.url ?? '',
            headers: a.request.headers ?? {},
            body: a.request.body ?? '',
          }
        : hidden,
      answer: full ? a.answer : '',
      reason: full ? a.reason : null,
    })),
  };
}

/**
 * Sends deliveries again now: `error`/`held` ones keep their idempotency key (retry now); final ones
 * (`accepted`, `rejected`, `exhausted`) are replays: the attempt count restarts and the key gets `.r<n>`. A
 * delivery whose lead the buyer returned is never sent again (`returned_at`): the buyer said no to it; nor
 * is one distribution sent (`max_attempts` set: its route decides, and a resend bypassed its caps and
 * exclusivity).
 * @returns how many were queued.
 */
async function resend(deps: IntegrationDeps, where: ReturnType<typeof sql>): Promise<number> {
  const queued = await rows<{ id: string }>(
    deps.db,
    sql`UPDATE integration_deliveries d SET
          replays = CASE WHEN state IN ('accepted', 'rejected', 'exhausted') THEN replays + 1 ELSE replays END,
          attempts = CASE WHEN state IN ('accepted', 'rejected', 'exhausted') THEN 0 ELSE attempts END,
          state = 'queued', next_attempt_at = now(), finished_at = NULL, updated_at = now()
        WHERE ${where} AND state IN ('error', 'held', 'accepted', 'rejected', 'exhausted') AND returned_at IS NULL
          AND max_attempts IS NULL
        RETURNING id`,
  );
  await deps.jobs.enqueueMany(queued.map((q) => q.id));
  return queued.length;
}

/**
 * Retry now / replay one delivery (managers).
 * @throws AppError 404 (`deliveryNotFound`); 409 (`deliveryByDistribution`) for a delivery lead distribution
 * sent: its route decides what comes next (issue 22; a retry sold an exclusive lead to a second buyer).
 */
export async function retryDelivery(deps: IntegrationDeps, actor: Actor, id: string) {
  if (!canManageIntegrations(actor)) throw forbidden(MSG.problems.roleNoIntegrations);
  const [d] = await rows<{ integration_id: string; by_distribution: boolean }>(
    deps.db,
    sql`SELECT integration_id, max_attempts IS NOT NULL AS by_distribution FROM integration_deliveries
        WHERE id = ${id}::uuid`,
  );
  if (!d) throw notFound(MSG.problems.deliveryNotFound);
  if (d.by_distribution) throw conflict(MSG.problems.deliveryByDistribution);
  return { count: await resend(deps, sql`d.id = ${id}::uuid`) };
}

/** Replays every delivery of an integration in `states` (managers). */
export async function replayIntegration(deps: IntegrationDeps, actor: Actor, id: string, states: string[]) {
  if (!canManageIntegrations(actor)) throw forbidden(MSG.problems.roleNoIntegrations);
  await findIntegration(deps.db, id);
  const list = sql`${'{' + states.join(',') + '}'}::text[]`;
  return { count: await resend(deps, sql`d.integration_id = ${id}::uuid AND d.state = ANY(${list})`) };
}
