import {
  BREAKER_CONSECUTIVE_FAILURES,
  DELIVERY_MAX_ANSWER_BYTES,
  DELIVERY_TOTAL_TIMEOUT_MS,
  RETRY_SCHEDULE_MS,
} from '@leadhouse/domain';
import type { Dispatcher } from 'undici';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { FinalDelivery } from './deliveries.rules.js';

/*
 * The delivery runner's shared shapes: its options, its resolved settings (one `RunnerContext` handed to
 * the claim, send, finish and sweep steps) and a claimed delivery. Rules: docs/decisions.md "Lead
 * pipeline: integrations and deliveries".
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

/** A delivery claimed for one attempt (`attempts` already counts it), as read from its row. */
export interface Claimed {
  id: string;
  lead_id: string;
  attempts: number;
  replays: number;
  integration_id: string;
  /** Lead distribution's deliveries: attempt limit and per-attempt timeout (null: the defaults). */
  max_attempts?: number | null;
  timeout_ms?: number | null;
}

/** The runner's options with every default filled in (times in ms). */
export interface RunnerContext {
  db: Db;
  box: SecretBox;
  dispatcher: Dispatcher;
  enqueue: RunnerOptions['enqueue'];
  clock: Clock;
  random: () => number;
  schedule: readonly number[];
  totalTimeoutMs: number;
  maxAnswerBytes: number;
  staleMs: number;
  breakerFailures: number;
  onFinal?: RunnerOptions['onFinal'];
}

/**
 * Fills the defaults of `opts`: the wall clock, `Math.random`, RETRY_SCHEDULE_MS, DELIVERY_TOTAL_TIMEOUT_MS,
 * DELIVERY_MAX_ANSWER_BYTES, a stale time of the total timeout + 30 s, BREAKER_CONSECUTIVE_FAILURES
 * (all from the domain's delivery constants). Never throws.
 */
export function resolveRunnerContext(opts: RunnerOptions): RunnerContext {
  const totalTimeoutMs = opts.totalTimeoutMs ?? DELIVERY_TOTAL_TIMEOUT_MS;
  return {
    db: opts.db,
    box: opts.box,
    dispatcher: opts.dispatcher,
    enqueue: opts.enqueue,
    clock: opts.clock ?? { now: () => new Date() },
    random: opts.random ?? Math.random,
    schedule: opts.scheduleMs ?? RETRY_SCHEDULE_MS,
    totalTimeoutMs,
    maxAnswerBytes: opts.maxAnswerBytes ?? DELIVERY_MAX_ANSWER_BYTES,
    staleMs: opts.staleMs ?? totalTimeoutMs + 30_000,
    breakerFailures: opts.breakerFailures ?? BREAKER_CONSECUTIVE_FAILURES,
    onFinal: opts.onFinal,
  };
}

/** Tells `onFinal` (lead distribution); its failure is its own (its sweep finds the delivery again). */
export async function tellFinal(ctx: RunnerContext, delivery: FinalDelivery): Promise<void> {
  await ctx.onFinal?.(delivery).catch(() => undefined);
}
