import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  canManageIntegrations,
  canPostToIntegration,
  IntegrationInputSchema,
  type Integration,
  type IntegrationTestResult,
  MSG,
} from '@leadhouse/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { integrations, users, type IntegrationRow, type StoredHeader } from '../../db/schema/index.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { checkOutboundUrl } from '../../lib/outbound.js';
import type { Actor } from '../../plugins/auth.js';
import type { DeliveryJobs } from './deliveries.queue.js';
import { newSigningSecret, SAMPLE_LEAD } from './integrations.payload.js';
import { deliveryCounts, leadValues, rows, toIntegration } from './integrations.repository.js';
import { leadScope } from '../leads/index.js';

/*
 * Integrations CRUD, secrets, dry run, resume and replay (docs/decisions.md "Lead pipeline: integrations
 * and deliveries"). Only `canManageIntegrations` actors (admin, super sales manager) get here; secrets are
 * never answered (header values null; the signing secret and postback token only once, on create/rotate).
 */

type Input = z.output<typeof IntegrationInputSchema>;

export interface IntegrationDeps {
  db: Db;
  jobs: DeliveryJobs;
  publicUrl: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function requireManager(actor: Actor): void {
  if (!canManageIntegrations(actor)) throw forbidden(MSG.problems.roleNoIntegrations);
}

/** Refuses a URL the outbound guard would refuse (400 on `url`). */
async function checkUrl(deps: IntegrationDeps, url: string): Promise<void> {
  const why = await checkOutboundUrl(url, deps.jobs.allow, deps.jobs.resolve);
  if (why) {
    // `why` is the outbound guard's own (English) reason; the sentence around it is translated.
    throw new AppError(
      'VALIDATION',
      MSG.problems.addressRefused,
      [{ field: 'url', message: why }],
      undefined,
      {
        why,
      },
    );
  }
}

/** Headers to store: secret values sealed; a secret sent without value keeps the stored one (same name). */
function storedHeaders(
  deps: IntegrationDeps,
  input: Input['headers'],
  previous: StoredHeader[],
): StoredHeader[] {
  return input.map((h, i) => {
    if (h.value === undefined) {
      const kept = previous.find((p) => p.secret && p.name.toLowerCase() === h.name.toLowerCase());
      if (!h.secret || !kept) {
        throw badRequest(MSG.problems.headerValue, [
          { field: `headers.${i}.value`, message: MSG.problems.headerValue },
        ]);
      }
      return kept;
    }
    return { name: h.name, value: h.secret ? deps.jobs.box.seal(h.value) : h.value, secret: h.secret };
  });
}

function postbackUrl(deps: IntegrationDeps, id: string, token: string): string {
  return `${deps.publicUrl.replace(/\/$/, '')}/api/postbacks/${id}?token=${token}&customerId={customerId}&transactionId={transactionId}&amount={amount}&currency={currency}`;
}

async function answer(db: Db, row: IntegrationRow): Promise<Integration> {
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.userId));
  const counts = await deliveryCounts(db, [row.id]);
  return toIntegration(row, owner?.name ?? '', counts.get(row.id) ?? {});
}

/** A live integration, or 404. */
export async function findIntegration(db: Db, id: string): Promise<IntegrationRow> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id), isNull(integrations.deletedAt)));
  if (!row) throw notFound(MSG.problems.integrationNotFound);
  return row;
}

/**
 * Creates an integration for the integration-role user `userId` (spec §7 `users/addIntegration`).
 * @returns the integration, its signing secret and its postback URL (shown once).
 * @throws AppError 403 (role), 400 (user not an active integration user, refused URL).
 */
export async function createIntegration(
  deps: IntegrationDeps,
  actor: Actor,
  input: Input & { userId: string },
) {
  requireManager(actor);
  const [owner] = await deps.db.select().from(users).where(eq(users.id, input.userId));
  if (!owner || owner.role !== 'integration') {
    throw badRequest(MSG.problems.chooseIntegrationUser, [
      { field: 'userId', message: MSG.problems.chooseIntegrationUser },
    ]);
  }
  await checkUrl(deps, input.url);
  const signingSecret = newSigningSecret();
  const token = randomBytes(24).toString('base64url');
  const [row] = await deps.db
    .insert(integrations)
    .values({
      ...fields(input),
      userId: owner.id,
      headers: storedHeaders(deps, input.headers, []),
      signingSecret: deps.jobs.box.seal(signingSecret),
      postbackTokenHash: sha256(token),
      createdBy: actor.id,
    })
    .returning();
  return {
    integration: await answer(deps.db, row!),
    signingSecret,
    postbackUrl: postbackUrl(deps, row!.id, token),
  };
}

const fields = (input: Input) => ({
  name: input.name,
  url: input.url,
  method: input.method,
  bodyFormat: input.bodyFormat,
  mapping: input.mapping,
  customerIdPath: input.customerIdPath,
  rejectStatuses: input.rejectStatuses,
  rejectText: input.rejectText ?? null,
  rateLimitPerSecond: input.rateLimitPerSecond,
  active: input.active,
});

/** Replaces the settings of an integration; held deliveries go out again when it is active and not paused. */
export async function updateIntegration(deps: IntegrationDeps, actor: Actor, id: string, input: Input) {
  requireManager(actor);
  const current = await findIntegration(deps.db, id);
  await checkUrl(deps, input.url);
  const [row] = await deps.db
    .update(integrations)
    .set({
      ...fields(input),
      headers: storedHeaders(deps, input.headers, current.headers),
      updatedAt: new Date(),
    })
    .where(eq(integrations.id, id))
    .returning();
  if (row!.active && !row!.pausedAt) await releaseHeld(deps, id);
  return answer(deps.db, row!);
}

export async function getIntegration(deps: IntegrationDeps, actor: Actor, id: string) {
  requireManager(actor);
  return answer(deps.db, await findIntegration(deps.db, id));
}

/** Integrations, newest first, with delivery counts; `keywords` matches the name. */
export async function listIntegrations(
  deps: IntegrationDeps,
  actor: Actor,
  q: { page: number; limit: number; keywords?: string },
) {
  requireManager(actor);
  const where = q.keywords
    ? sql`deleted_at IS NULL AND name ILIKE ${'%' + q.keywords.replace(/[\\%_]/g, '\\$&') + '%'}`
    : sql`deleted_at IS NULL`;
  const found = await deps.db
    .select()
    .from(integrations)
    .where(where)
    .orderBy(sql`created_at DESC, id`)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    deps.db,
    sql`SELECT count(*)::int AS n FROM integrations WHERE ${where}`,
  );
  const counts = await deliveryCounts(
    deps.db,
    found.map((f) => f.id),
  );
  const names = new Map(
    (await deps.db.select({ id: users.id, name: users.name }).from(users)).map((u) => [u.id, u.name]),
  );
  return {
    rows: found.map((r) => toIntegration(r, names.get(r.userId) ?? '', counts.get(r.id) ?? {})),
    count: n,
  };
}

/** What the post menu offers: live integrations, for actors who may post. */
export async function integrationOptions(deps: IntegrationDeps, actor: Actor) {
  if (!canPostToIntegration(actor)) return { rows: [] };
  const found = await deps.db
    .select()
    .from(integrations)
    .where(isNull(integrations.deletedAt))
    .orderBy(integrations.name);
  return {
    rows: found.map((r) => ({ id: r.id, name: r.name, active: r.active, paused: r.pausedAt !== null })),
  };
}

/** Archives an integration: nothing more is sent; the row and its deliveries stay. */
export async function removeIntegration(deps: IntegrationDeps, actor: Actor, id: string) {
  requireManager(actor);
  await findIntegration(deps.db, id);
  await deps.db
    .update(integrations)
    .set({ deletedAt: new Date(), active: false })
    .where(eq(integrations.id, id));
  return { message: 'Integration archived' };
}

/** New signing secret and postback token (the old ones stop working at once), answered once. */
export async function rotateSecret(deps: IntegrationDeps, actor: Actor, id: string) {
  requireManager(actor);
  await findIntegration(deps.db, id);
  const signingSecret = newSigningSecret();
  const token = randomBytes(24).toString('base64url');
  const [row] = await deps.db
    .update(integrations)
    .set({
      signingSecret: deps.jobs.box.seal(signingSecret),
      postbackTokenHash: sha256(token),
      updatedAt: new Date(),
    })
    .where(eq(integrations.id, id))
    .returning();
  return {
    integration: await answer(deps.db, row!),
    signingSecret,
    postbackUrl: postbackUrl(deps, id, token),
  };
}

/** Queues the integration's held deliveries again. @returns how many. */
async function releaseHeld(deps: IntegrationDeps, id: string): Promise<number> {
  const released = await rows<{ id: string }>(
    deps.db,
    sql`UPDATE integration_deliveries SET state = 'queued', next_attempt_at = now(), updated_at = now()
        WHERE integration_id = ${id}::uuid AND state = 'held' RETURNING id`,
  );
  await deps.jobs.enqueueMany(released.map((r) => r.id));
  return released.length;
}

/** Closes the circuit breaker: unpauses, resets the failure count, queues the held deliveries. */
export async function resumeIntegration(deps: IntegrationDeps, actor: Actor, id: string) {
  requireManager(actor);
  await findIntegration(deps.db, id);
  await deps.db
    .update(integrations)
    .set({ pausedAt: null, pausedReason: null, consecutiveFailures: 0, updatedAt: new Date() })
    .where(eq(integrations.id, id));
  return { count: await releaseHeld(deps, id) };
}

/**
 * Dry run (the form's "send test lead"): the mapped, signed request for `leadId` (visible to the actor) or
 * the sample lead, sent now; nothing is recorded. The answer shows the request (secrets masked) and the
 * partner's answer with the verdict.
 */
export async function testIntegration(
  deps: IntegrationDeps,
  actor: Actor,
  id: string,
  leadId: string | undefined,
): Promise<IntegrationTestResult> {
  requireManager(actor);
  const row = await findIntegration(deps.db, id);
  let lead = SAMPLE_LEAD;
  if (leadId) {
    const scope = await leadScope(deps.db, actor);
    const visible = await rows(deps.db, sql`SELECT 1 FROM leads WHERE id = ${leadId}::uuid AND ${scope}`);
    const values = visible.length ? await leadValues(deps.db, leadId) : undefined;
    if (!values) throw notFound(MSG.problems.leadNotFound);
    lead = values;
  }
  const claim = {
    id: `test-${randomBytes(8).toString('hex')}`,
    lead_id: '',
    attempts: 1,
    replays: 0,
    integration_id: id,
  };
  const t0 = performance.now();
  const r = await deps.jobs.runner.attempt(row, claim, lead, new Date());
  return {
    request: r.request,
    outcome: r.verdict.outcome,
    status: r.status,
    answer: r.answer,
    customerId: r.verdict.customerId,
    reason: r.verdict.reason,
    durationMs: Math.round(performance.now() - t0),
  };
}
