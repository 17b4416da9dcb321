import { randomBytes } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import {
  MSG,
  txtRecordName,
  txtRecordValue,
  type Domain,
  type DomainDetail,
  type DomainState,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import type { DomainCheckRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { checkTxt, type TxtResolver } from './dns-check.js';
import {
  checksOf,
  domainById,
  dueDomainIds,
  insertCheck,
  insertDomain,
  listDomains,
  lockDomain,
  updateDomain,
  type DomainWithHosting,
} from './domains.repository.js';
import { afterCheck, type CheckEffect } from './domains.rules.js';
import { notifyDomainState } from './domains.notify.js';

/** What the domains services run on; built once by the app (tests inject the resolver and the clock). */
export interface DomainsContext {
  db: Db;
  resolver: TxtResolver;
  /** The time rules are applied at (UTC instant). */
  clock: () => Date;
  /** Wakes the checker for `domainId` at `at` (the job queue; the row's `next_check_at` is the truth). */
  enqueue: (domainId: string, at: Date) => Promise<void>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A domain row as the API answers it (spec §3 Domain plus its state and TXT record). */
export function toDomain({ domain: d, hosting }: DomainWithHosting): Domain {
  return {
    id: d.id,
    name: d.name,
    unicodeName: d.unicodeName,
    origin: d.origin,
    state: d.state,
    failureReason: d.failureReason,
    activateWhenVerified: d.activateWhenVerified,
    txtName: txtRecordName(d.name),
    txtValue: txtRecordValue(d.token),
    lastOutcome: d.lastOutcome,
    lastCheckedAt: iso(d.lastCheckedAt),
    nextCheckAt: iso(d.nextCheckAt),
    misses: d.misses,
    verifiedAt: iso(d.verifiedAt),
    activatedAt: iso(d.activatedAt),
    createdAt: d.createdAt.toISOString(),
    hosting,
  };
}

const toCheck = (c: DomainCheckRow) => ({
  id: c.id,
  checkedAt: c.checkedAt.toISOString(),
  trigger: c.trigger,
  outcome: c.outcome,
  detail: c.detail,
  stateBefore: c.stateBefore,
  stateAfter: c.stateAfter,
});

/**
 * Adds a domain (`POST /api/domain` and `POST /api/domains`): `name` is already normalised by the
 * contract (ASCII, lower case, no trailing dot). A random 256-bit token (base64url) is made for its TXT
 * record; the state is `pending_verification` and the first check is queued at once.
 * @throws AppError CONFLICT (`messages.domainTaken`) when the name was added before.
 */
export async function createDomain(
  ctx: DomainsContext,
  actor: Actor,
  input: { name: string; origin: string | null | undefined; activateWhenVerified: boolean },
): Promise<Domain> {
  const now = ctx.clock();
  const row = await insertDomain(ctx.db, {
    name: input.name,
    unicodeName: domainToUnicode(input.name) || input.name,
    origin: input.origin || null,
    token: randomBytes(32).toString('base64url'),
    activateWhenVerified: input.activateWhenVerified,
    pendingSince: now,
    nextCheckAt: now,
    createdBy: actor.id,
    createdAt: now,
  });
  if (!row) {
    throw new AppError('CONFLICT', MSG.messages.domainTaken, [
      { field: 'name', message: MSG.messages.domainTaken },
    ]);
  }
  await ctx.enqueue(row.id, now);
  return toDomain({ domain: row, hosting: null });
}

/** `GET /api/domains`: a page of domains, newest first. */
export async function listDomainsPage(
  ctx: DomainsContext,
  query: { page: number; limit: number; keywords?: string; state?: DomainState },
): Promise<{ rows: Domain[]; count: number }> {
  const { rows, count } = await listDomains(ctx.db, query, query.page, query.limit);
  return { rows: rows.map(toDomain), count };
}

/**
 * `GET /api/domains/:id`: the domain and its last 50 checks.
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function domainDetail(ctx: DomainsContext, id: string): Promise<DomainDetail> {
  const found = await domainById(ctx.db, id);
  if (!found) throw notFound(MSG.problems.unknownDomain);
  return { ...toDomain(found), checks: (await checksOf(ctx.db, id)).map(toCheck) };
}

/**
 * One TXT check of a domain (the job's or a user's): looks the record up (outside any transaction), then
 * under the row's lock applies the state machine (`afterCheck`) to the row as it is now, records the
 * check in the history and plans the next one. A scheduled check of a domain that is no longer due (a
 * user or another worker checked it meanwhile) does nothing and answers undefined.
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function runCheck(
  ctx: DomainsContext,
  id: string,
  trigger: 'schedule' | 'manual',
  actorId: string | null = null,
): Promise<CheckEffect | undefined> {
  const found = await domainById(ctx.db, id);
  if (!found) throw notFound(MSG.problems.unknownDomain);
  const due = (next: Date | null, at: Date) => next !== null && next.getTime() <= at.getTime();
  if (trigger === 'schedule' && !due(found.domain.nextCheckAt, ctx.clock())) return undefined;
  const { domain } = found;
  const result = await checkTxt(ctx.resolver, txtRecordName(domain.name), txtRecordValue(domain.token));
  const now = ctx.clock();
  const effect = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = await lockDomain(tx, id);
    if (!current || (trigger === 'schedule' && !due(current.nextCheckAt, now))) return undefined;
    const next = afterCheck(current, result.outcome, now, trigger === 'manual');
    await updateDomain(tx, id, {
      ...next,
      lastOutcome: result.outcome,
      lastCheckedAt: now,
      checkCount: current.checkCount + 1,
    });
    await insertCheck(tx, {
      domainId: id,
      checkedAt: now,
      trigger,
      outcome: result.outcome,
      detail: result.detail,
      stateBefore: current.state,
      stateAfter: next.state,
      checkedBy: actorId,
    });
    await notifyDomainState(tx, { id, name: domain.name }, current.state, next.state);
    return next;
  });
  if (effect?.nextCheckAt) await ctx.enqueue(id, effect.nextCheckAt);
  return effect;
}

/**
 * `POST /api/domains/:id/check` ("check now"): a manual check, answered with the domain and its history.
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function checkNow(ctx: DomainsContext, actor: Actor, id: string): Promise<DomainDetail> {
  await runCheck(ctx, id, 'manual', actor.id);
  return domainDetail(ctx, id);
}

/**
 * `POST /api/domains/:id/active {active}`: records the wish (`activate_when_verified`) and applies it
 * when the domain is proven: verified → active, or active → verified. A pending or failed domain keeps
 * its state (it goes active when verified if `active`).
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function setActive(ctx: DomainsContext, id: string, active: boolean): Promise<Domain> {
  const now = ctx.clock();
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = await lockDomain(tx, id);
    if (!current) throw notFound(MSG.problems.unknownDomain);
    const state: DomainState =
      active && current.state === 'verified'
        ? 'active'
        : !active && current.state === 'active'
          ? 'verified'
          : current.state;
    await updateDomain(tx, id, {
      activateWhenVerified: active,
      state,
      activatedAt: state === 'active' && current.state !== 'active' ? now : current.activatedAt,
    });
  });
  return toDomain((await domainById(ctx.db, id))!);
}

/** Runs the checks that are due (the sweep: lost or late jobs); returns how many ran. */
export async function runDueChecks(ctx: DomainsContext, limit = 100): Promise<number> {
  let ran = 0;
  for (const id of await dueDomainIds(ctx.db, ctx.clock(), limit)) {
    if (await runCheck(ctx, id, 'schedule')) ran++;
  }
  return ran;
}
