import {
  DEMOTE_AFTER_MISSES,
  PENDING_CHECK_SCHEDULE_MS,
  PENDING_DEADLINE_MS,
  RECHECK_INTERVAL_MS,
  type CheckOutcome,
  type DomainState,
} from '@leadhouse/domain';

/*
 * The verification state machine of a domain (docs/decisions.md "Domains and hosting"), pure: the
 * service reads the row, asks `afterCheck` what the outcome of one TXT look-up changes, and writes it.
 *
 *   pending_verification --found--> verified --(activate wanted)--> active
 *   pending_verification --72 h without the record--> failed(reason)
 *   verified | active --missing / wrong_value × 3 in a row--> failed(reason)
 *   verified | active --lookup_failed--> unchanged (a resolver problem is not the owner's answer)
 *   failed --manual check: found--> verified | active;  not found--> pending_verification (re-armed)
 */

/** Pause after a look-up failure or a miss on a working domain before it is checked again (ms). */
export const RETRY_SOON_MS = 3_600_000;

/** The part of a domain row the rules read. */
export interface DomainFacts {
  state: DomainState;
  activateWhenVerified: boolean;
  pendingSince: Date;
  misses: number;
  verifiedAt: Date | null;
  activatedAt: Date | null;
}

/** What a check changes (written with the check's history row). */
export interface CheckEffect {
  state: DomainState;
  failureReason: CheckOutcome | null;
  misses: number;
  pendingSince: Date;
  verifiedAt: Date | null;
  activatedAt: Date | null;
  /** When the job checks next; null: no more scheduled checks (failed). */
  nextCheckAt: Date | null;
}

/**
 * Next check of a pending domain after a check at `now`: the first step of `PENDING_CHECK_SCHEDULE_MS`
 * (then every `RECHECK_INTERVAL_MS`) after `now`, counted from `pendingSince`, never past the deadline.
 */
export function nextPendingCheck(pendingSince: Date, now: Date): Date {
  const elapsed = now.getTime() - pendingSince.getTime();
  const step =
    PENDING_CHECK_SCHEDULE_MS.find((ms) => ms > elapsed) ??
    Math.min(PENDING_DEADLINE_MS, (Math.floor(elapsed / RECHECK_INTERVAL_MS) + 1) * RECHECK_INTERVAL_MS);
  return new Date(pendingSince.getTime() + Math.max(step, elapsed + 1_000));
}

/**
 * The effect of one look-up with `outcome` at `now` on `domain`. `manual` is a user's "check now": on a
 * failed domain a miss re-arms the pending schedule (the owner says they fixed the record).
 */
export function afterCheck(
  domain: DomainFacts,
  outcome: CheckOutcome,
  now: Date,
  manual: boolean,
): CheckEffect {
  const base: Base = {
    failureReason: null,
    misses: 0,
    pendingSince: domain.pendingSince,
    verifiedAt: domain.verifiedAt,
    activatedAt: domain.activatedAt,
  };
  if (outcome === 'found') return afterFound(domain, base, now);
  switch (domain.state) {
    case 'verified':
    case 'active':
      return afterWorkingMiss(domain, base, outcome, now);
    case 'failed':
      if (!manual) return { ...base, state: 'failed', failureReason: outcome, nextCheckAt: null };
      return {
        ...base,
        state: 'pending_verification',
        pendingSince: now,
        nextCheckAt: nextPendingCheck(now, now),
      };
    case 'pending_verification':
      if (now.getTime() - domain.pendingSince.getTime() >= PENDING_DEADLINE_MS) {
        return { ...base, state: 'failed', failureReason: outcome, nextCheckAt: null };
      }
      return {
        ...base,
        state: 'pending_verification',
        nextCheckAt: nextPendingCheck(domain.pendingSince, now),
      };
  }
}

type Base = Omit<CheckEffect, 'state' | 'nextCheckAt'>;

/** The record is there: a pending or failed domain is verified (active when asked); a working one stays. */
function afterFound(domain: DomainFacts, base: Base, now: Date): CheckEffect {
  const working = domain.state === 'verified' || domain.state === 'active';
  const state: DomainState = working ? domain.state : domain.activateWhenVerified ? 'active' : 'verified';
  return {
    ...base,
    state,
    verifiedAt: working ? domain.verifiedAt : now,
    activatedAt: state === 'active' && !working ? now : domain.activatedAt,
    nextCheckAt: new Date(now.getTime() + RECHECK_INTERVAL_MS),
  };
}

/**
 * A working domain's record was not found: a failed look-up changes nothing (retried soon); a real miss
 * counts, and `DEMOTE_AFTER_MISSES` of them in a row fail the domain.
 */
function afterWorkingMiss(domain: DomainFacts, base: Base, outcome: CheckOutcome, now: Date): CheckEffect {
  const state = domain.state;
  const soon = new Date(now.getTime() + RETRY_SOON_MS);
  if (outcome === 'lookup_failed') return { ...base, state, misses: domain.misses, nextCheckAt: soon };
  const misses = domain.misses + 1;
  if (misses >= DEMOTE_AFTER_MISSES) {
    return { ...base, state: 'failed', failureReason: outcome, misses, nextCheckAt: null };
  }
  return { ...base, state, misses, nextCheckAt: soon };
}
