import { sql } from 'drizzle-orm';
import {
  BREAKER_CONSECUTIVE_FAILURES,
  DELIVERY_MAX_ANSWER_BYTES,
  DELIVERY_TOTAL_TIMEOUT_MS,
  RETRY_SCHEDULE_MS,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import type { IntegrationRow } from '../../db/schema/index.js';
import { outboundRefusal, sendOutbound } from '../../lib/outbound.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Dispatcher } from 'undici';
import {
  buildBody,
  excerptOf,
  idempotencyKey,
  judgeAnswer,
  signatureHeaders,
  signedPayload,
  type LeadValues,
  type Verdict,
} from './integrations.payload.js';
import { LEAD_VALUE_COLUMNS, rows, toLeadValues } from './integrations.repository.js';
import {
  breakerUpdate,
  camel,
  describeError,
  isTimeout,
  retryDelayMs,
  type FinalDelivery,
} from './deliveries.rules.js';
import { notifyDeliveryTrouble } from './deliveries.notify.js';

/*
 * The delivery worker's rules (docs/decisions.md "Lead pipeline: integrations and deliveries"). A run
 * claims one due delivery with a single conditional UPDATE (queued|error → sending, attempts + 1), sends
 * it outside any transaction, then records the attempt and the new state in one statement guarded by
 * `state = 'sending' AND attempts = <this attempt>`: a result that lost its claim (the sweep took it back
 * from a worker presumed dead) is dropped, so every delivery reaches a final state exactly once and the
 * lead's `integrationsHistory` gets exactly one entry for it.
 */

export interface Clock {
  now: () => Date;
}

export interface RunnerOptions {
  db: Db;
  box: SecretBox;
  dispatcher: Dispatcher;
  /** Queues a run of `deliveryId` at `at` (pg-boss in the app, direct calls in tests). */
  enqueue: (deliveryId: string, at: Date) => Promise<void>;
  clock?: Clock;
  /** Random number in [0, 1) for the jitter. */
  random?: () => number;
  /** Delays before attempt 1, 2, … in ms (RETRY_SCHEDULE_MS); its length is the attempt limit. */
  scheduleMs?: readonly number[];
  totalTimeoutMs?: number;
  maxAnswerBytes?: number;
  /** ms after which a claimed attempt without a result belongs to a dead worker (≥ the total timeout). */
  staleMs?: number;
  breakerFailures?: number;
  /** Told after a delivery reached a final state (committed): lead distribution moves the lead on. */
  onFinal?: (delivery: FinalDelivery) => Promise<void>;
}

interface Claimed {
  id: string;
  lead_id: string;
  attempts: number;
  replays: number;
  integration_id: string;
  /** Lead distribution's deliveries: attempt limit and per-attempt timeout (null: the defaults). */
  max_attempts?: number | null;
  timeout_ms?: number | null;
}

export type RunResult = 'sent' | 'not-due' | 'held' | 'rate-limited';

/** How long a due delivery stays untouched before the sweep assumes its job was lost (ms). */
export const LOST_JOB_MS = 5 * 60_000;

export function createDeliveryRunner(opts: RunnerOptions) {
  const { db, box, dispatcher } = opts;
  const clock = opts.clock ?? { now: () => new Date() };
  const random = opts.random ?? Math.random;
  const schedule = opts.scheduleMs ?? RETRY_SCHEDULE_MS;
  const totalTimeoutMs = opts.totalTimeoutMs ?? DELIVERY_TOTAL_TIMEOUT_MS;
  const staleMs = opts.staleMs ?? totalTimeoutMs + 30_000;
  const breakerFailures = opts.breakerFailures ?? BREAKER_CONSECUTIVE_FAILURES;

  /**
   * Takes one rate-limit slot of the integration (a one-second window on its row, shared by every
   * worker); the instant the next window opens when none is left.
   */
  async function takeSlot(integration: IntegrationRow, now: Date): Promise<Date | undefined> {
    const [slot] = await rows<{ n: number; start: Date | string }>(
      db,
      sql`UPDATE integrations SET
            rate_window_count = CASE WHEN rate_window_start IS NULL OR rate_window_start <= ${now}::timestamptz - interval '1 second'
                                     THEN 1 ELSE rate_window_count + 1 END,
            rate_window_start = CASE WHEN rate_window_start IS NULL OR rate_window_start <= ${now}::timestamptz - interval '1 second'
                                     THEN ${now}::timestamptz ELSE rate_window_start END
          WHERE id = ${integration.id}::uuid RETURNING rate_window_count AS n, rate_window_start AS start`,
    );
    if (!slot || slot.n <= integration.rateLimitPerSecond) return undefined;
    return new Date(new Date(slot.start).getTime() + 1000 + Math.floor(random() * 200));
  }

  /**
   * Runs the delivery `id` if it is due: claims it (with its lead and integration, one statement), takes a
   * rate-limit slot, sends, records the attempt and its new state. A paused or inactive integration holds
   * it instead; an exhausted rate limit gives the claim back and re-queues it for the next window. A job
   * for a delivery that is not due (a duplicate, or already final) costs two reads-mostly statements.
   */
  async function run(id: string): Promise<RunResult> {
    const now = clock.now();
    const [found] = await rows<Record<string, unknown>>(
      db,
      sql`WITH c AS (
            UPDATE integration_deliveries d SET state = 'sending', sending_since = ${now}, attempts = d.attempts + 1,
              updated_at = ${now}
            FROM integrations i
            WHERE d.id = ${id}::uuid AND i.id = d.integration_id AND d.state IN ('queued', 'error')
              AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= ${now})
              AND i.active AND i.paused_at IS NULL AND i.deleted_at IS NULL
            RETURNING d.id AS delivery_id, d.lead_id, d.attempts AS delivery_attempts, d.replays,
              d.integration_id AS delivery_integration_id, d.max_attempts AS delivery_max_attempts,
              d.timeout_ms AS delivery_timeout_ms)
          SELECT c.*, ${LEAD_VALUE_COLUMNS}, i.* FROM c JOIN integrations i ON i.id = c.delivery_integration_id
          LEFT JOIN leads ON leads.id = c.lead_id`,
    );
    if (!found) {
      // A distribution delivery is not held (its lead would wait for a person): it ends, and the lead
      // goes on to the next buyer.
      const held = await rows<{ state: string; lead_id: string; integration_id: string }>(
        db,
        sql`UPDATE integration_deliveries d SET
              state = CASE WHEN d.max_attempts IS NULL THEN 'held' ELSE 'exhausted' END,
              last_error = CASE WHEN d.max_attempts IS NULL THEN d.last_error ELSE 'The integration is paused or inactive' END,
              finished_at = CASE WHEN d.max_attempts IS NULL THEN NULL ELSE ${now}::timestamptz END,
              next_attempt_at = NULL, updated_at = ${now}
            FROM integrations i
            WHERE d.id = ${id}::uuid AND i.id = d.integration_id AND d.state IN ('queued', 'error')
              AND NOT (i.active AND i.paused_at IS NULL AND i.deleted_at IS NULL)
            RETURNING d.state, d.lead_id, d.integration_id`,
      );
      const [h] = held;
      if (h?.state === 'exhausted') {
        await tellFinal({
          deliveryId: id,
          leadId: h.lead_id,
          integrationId: h.integration_id,
          state: 'exhausted',
          timedOut: false,
          reason: 'The integration is paused or inactive',
          answer: '',
        });
      }
      return held.length ? 'held' : 'not-due';
    }
    const claimed: Claimed = {
      id: String(found.delivery_id),
      lead_id: String(found.lead_id),
      attempts: Number(found.delivery_attempts),
      replays: Number(found.replays),
      integration_id: String(found.delivery_integration_id),
      max_attempts: found.delivery_max_attempts == null ? null : Number(found.delivery_max_attempts),
      timeout_ms: found.delivery_timeout_ms == null ? null : Number(found.delivery_timeout_ms),
    };
    const row = camel(found);
    const retryAt = await takeSlot(row, now);
    if (retryAt) {
      await db.execute(
        sql`UPDATE integration_deliveries SET state = 'queued', attempts = attempts - 1, sending_since = NULL,
              next_attempt_at = ${retryAt}, updated_at = ${now}
            WHERE id = ${id}::uuid AND state = 'sending' AND attempts = ${claimed.attempts}`,
      );
      await opts.enqueue(id, retryAt);
      return 'rate-limited';
    }
    const started = clock.now();
    const t0 = performance.now();
    const { request, verdict, status, answer, timedOut } = await attempt(
      row,
      claimed,
      toLeadValues(found),
      started,
    );
    const durationMs = Math.round(performance.now() - t0);
    await finish(row, claimed, { request, verdict, status, answer, started, durationMs, timedOut });
    return 'sent';
  }

  /** Builds, signs and sends one request; never throws (failures become an `error` verdict). */
  async function attempt(integration: IntegrationRow, claimed: Claimed, lead: LeadValues, now: Date) {
    const request = buildRequest(integration, lead, idempotencyKey(claimed.id, claimed.replays), now);
    try {
      const res = await sendOutbound(dispatcher, request.sent, {
        totalTimeoutMs: Math.min(totalTimeoutMs, claimed.timeout_ms ?? totalTimeoutMs),
        maxBytes: opts.maxAnswerBytes ?? DELIVERY_MAX_ANSWER_BYTES,
      });
      const verdict = judgeAnswer(res.status, res.body, {
        customerIdPath: integration.customerIdPath,
        rejectStatuses: integration.rejectStatuses,
        rejectText: integration.rejectText,
      });
      const answer = excerptOf(res.body);
      return { request: request.logged, verdict, status: res.status, answer, timedOut: false };
    } catch (err) {
      const refused = outboundRefusal(err);
      const reason = refused ? refused.message : describeError(err);
      const verdict: Verdict = { outcome: 'error', customerId: null, reason };
      return { request: request.logged, verdict, status: null, answer: '', timedOut: isTimeout(err) };
    }
  }

  /** The request for `lead` (sent) and its log copy with secret header values masked. */
  function buildRequest(integration: IntegrationRow, lead: LeadValues, key: string, now: Date) {
    const format = integration.bodyFormat as 'json' | 'form';
    const body = buildBody(integration.mapping, lead, format);
    const headers: Record<string, string> = {};
    const logged: Record<string, string> = {};
    for (const h of integration.headers) {
      headers[h.name] = h.secret ? box.open(h.value) : h.value;
      logged[h.name] = h.secret ? '••••••' : h.value;
    }
    const contentType = format === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    const signed = {
      'content-type': contentType,
      ...signatureHeaders(box.open(integration.signingSecret), key, signedPayload(body, format), now),
    };
    const method = integration.method as 'POST' | 'PUT';
    return {
      sent: { method, url: integration.url, headers: { ...headers, ...signed }, body },
      logged: { method, url: integration.url, headers: { ...logged, ...signed }, body: excerptOf(body) },
    };
  }

  /** Records the attempt and moves the delivery on, in one transaction guarded by the claim. */
  async function finish(
    integration: IntegrationRow,
    claimed: Claimed,
    r: {
      request: object;
      verdict: Verdict;
      status: number | null;
      answer: string;
      started: Date;
      durationMs: number;
      /** False for an attempt taken back from a dead worker: not the partner's failure. */
      breaker?: boolean;
      timedOut?: boolean;
    },
  ): Promise<void> {
    const now = clock.now();
    const { outcome, customerId, reason } = r.verdict;
    // A distribution delivery has its own attempt limit and ends at a timeout (the lead moves on).
    const limit = claimed.max_attempts ?? schedule.length;
    const endsNow = claimed.max_attempts != null && r.timedOut === true;
    const exhausted = outcome === 'error' && (claimed.attempts >= limit || endsNow);
    const state = outcome === 'error' ? (exhausted ? 'exhausted' : 'error') : outcome;
    const nextAt =
      state === 'error' ? new Date(now.getTime() + retryDelayMs(schedule, claimed.attempts, random)) : null;
    const final = state !== 'error';
    const entry = final
      ? {
          at: now.toISOString(),
          integrationId: integration.id,
          ...(state === 'accepted' ? { data: { customerId: customerId! } } : { error: reason ?? state }),
        }
      : undefined;
    const late = `${reason ?? 'done'} (late: the attempt had been taken back)`;
    // One statement (atomic without a transaction's round trips): move the delivery if this attempt still
    // holds its claim, keep the attempt, append the lead's history entry, feed the circuit breaker.
    const statement = sql`WITH moved AS (
            UPDATE integration_deliveries SET state = ${state}, sending_since = NULL, next_attempt_at = ${nextAt},
              customer_id = coalesce(${customerId}, customer_id), last_error = ${reason}, updated_at = ${now},
              finished_at = ${final ? now : null}
            WHERE id = ${claimed.id}::uuid AND state = 'sending' AND attempts = ${claimed.attempts}
            RETURNING id, lead_id),
          attempt AS (
            INSERT INTO integration_attempts (delivery_id, integration_id, attempt, started_at, duration_ms, outcome,
              status, request, answer, reason)
            SELECT ${claimed.id}::uuid, ${claimed.integration_id}::uuid, ${claimed.attempts}, ${r.started},
              ${r.durationMs}, ${outcome}, ${r.status}, ${JSON.stringify(r.request)}::jsonb, ${r.answer},
              CASE WHEN EXISTS (SELECT 1 FROM moved) THEN ${reason} ELSE ${late} END)
          ${entry ? sql`, history AS (UPDATE leads SET integrations_history = coalesce(integrations_history, '[]'::jsonb) || ${JSON.stringify([entry])}::jsonb WHERE id IN (SELECT lead_id FROM moved))` : sql``}
          ${r.breaker !== false ? sql`, breaker AS (${breakerUpdate(integration.id, outcome, now, breakerFailures)})` : sql``}
          SELECT (SELECT count(*) FROM moved)::int AS n,
            ${r.breaker !== false ? sql`(SELECT coalesce(bool_or(paused), false) FROM breaker)` : sql`false`} AS paused`;
    let moved = false;
    if (outcome !== 'error') moved = Boolean((await rows<{ n: number }>(db, statement))[0]?.n);
    else {
      // A failure may exhaust the delivery or trip the breaker: told in the same transaction (issue 21).
      await db.transaction(async (tx) => {
        const [row] = await rows<{ n: number; paused: boolean }>(tx, statement);
        if (!row?.n) return;
        moved = true;
        const what = { exhausted: state === 'exhausted', paused: row.paused, leadId: claimed.lead_id };
        await notifyDeliveryTrouble(tx, integration, what);
      });
    }
    if (nextAt) await opts.enqueue(claimed.id, nextAt);
    if (moved && final) {
      await tellFinal({
        deliveryId: claimed.id,
        leadId: claimed.lead_id,
        integrationId: claimed.integration_id,
        state: state as FinalDelivery['state'],
        timedOut: r.timedOut === true,
        reason,
        answer: r.answer,
      });
    }
  }

  /** Tells `onFinal` (lead distribution); its failure is its own (its sweep finds the delivery again). */
  async function tellFinal(delivery: FinalDelivery): Promise<void> {
    await opts.onFinal?.(delivery).catch(() => undefined);
  }

  /**
   * Takes back attempts claimed longer than `staleMs` ago (their worker died): each is finished as an
   * error with an unknown outcome (and retried, with the same idempotency key). Also re-queues due
   * deliveries whose job was lost (due and untouched for `LOST_JOB_MS`). Returns how many were taken back.
   */
  async function sweep(olderThanMs = staleMs): Promise<number> {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - olderThanMs);
    const stale = await rows<Claimed>(
      db,
      sql`SELECT id, lead_id, attempts, replays, integration_id, max_attempts, timeout_ms FROM integration_deliveries
          WHERE state = 'sending' AND sending_since <= ${cutoff} LIMIT 1000`,
    );
    for (const c of stale) {
      const [integration] = await rows<Record<string, unknown>>(
        db,
        sql`SELECT * FROM integrations WHERE id = ${c.integration_id}::uuid`,
      );
      const verdict: Verdict = {
        outcome: 'error',
        customerId: null,
        reason: 'The worker stopped during this attempt; outcome unknown, sent again with the same key',
      };
      await finish(camel(integration!), c, {
        request: {},
        verdict,
        status: null,
        answer: '',
        started: now,
        durationMs: 0,
        breaker: false,
      });
    }
    // A job lost between the outbox commit and its send (a crash): due and untouched for LOST_JOB_MS (at
    // start on PGlite: at once). Marking `updated_at` keeps a long backlog from being queued again each sweep.
    const lostBefore = new Date(now.getTime() - (olderThanMs === 0 ? 0 : LOST_JOB_MS));
    const overdue = await rows<{ id: string }>(
      db,
      sql`UPDATE integration_deliveries SET updated_at = ${now} WHERE id IN (
            SELECT id FROM integration_deliveries WHERE state IN ('queued', 'error')
              AND next_attempt_at <= ${lostBefore} AND updated_at <= ${lostBefore} LIMIT 5000)
          RETURNING id`,
    );
    for (const o of overdue) await opts.enqueue(o.id, now);
    return stale.length;
  }

  return { run, sweep, buildRequest, attempt, staleMs };
}
export type DeliveryRunner = ReturnType<typeof createDeliveryRunner>;
