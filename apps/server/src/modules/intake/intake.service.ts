import { createHash } from 'node:crypto';
import { storedLeadPhone, countryCodeOf, MSG, type IntakeLead, type IntakeResult } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { ApiKeyCaller } from '../api-keys/index.js';
import { activePoolMembers, lockPool, setPoolCursor } from '../leads/index.js';
import { notify } from '../notifications/index.js';
import {
  claimRequest,
  finishRequest,
  firstVisit,
  insertLead,
  liveDuplicate,
  pruneRequests,
  rulePool,
} from './intake.repository.js';
import { attributionOf, leadValues } from './intake.values.js';

/** Intake settings (config: `INTAKE_DUPLICATE_WINDOW_SECONDS`, `INTAKE_RATE_LIMIT_PER_MINUTE`). */
export interface IntakeOptions {
  /** A post matching the same affiliate's live lead created this many seconds ago or less is a duplicate. */
  duplicateWindowSeconds: number;
  /** Requests per API key per minute; more answer 429. */
  ratePerMinute: number;
  /**
   * Called before a new lead is written (not for replays, nor for duplicates found first): throws to
   * refuse it, e.g. the accounts module's standing and daily limit of the lead's campaign.
   */
  admit?: (db: Db, campaign: string) => Promise<void>;
  /**
   * Called after a new lead was committed (201 answers only), before the answer is sent: lead distribution
   * routes it to a buyer (issue 22). Its failure does not fail the post (the lead is kept).
   */
  onCreated?: (lead: CreatedLead, origin: 'intake' | 'hosted') => Promise<void>;
}

/**
 * A new lead's routing facts as the intake wrote them (so `onCreated` need not read the lead back): the
 * country code, campaign, affiliate, lower-cased platform, stored phone and email.
 */
export interface CreatedLead {
  id: string;
  country: string | null;
  campaign: string | null;
  affiliateId: string | null;
  platform: string | null;
  phoneNumber: string | null;
  email: string | null;
}

/** Tells `onCreated` about a new lead; the lead is kept whatever it answers. */
async function created(options: IntakeOptions, answer: IntakeAnswer, origin: 'intake' | 'hosted') {
  if (answer.status === 201 && answer.created && options.onCreated) {
    await options.onCreated(answer.created, origin).catch(() => undefined);
  }
  return answer;
}

/** A status and body for the route to send. */
export interface IntakeAnswer {
  status: 200 | 201;
  body: IntakeResult;
  /** A lead created now: its routing facts (never sent; for `onCreated`). */
  created?: CreatedLead;
}

/** Stored `Idempotency-Key` answers are kept this long (hours). */
const IDEMPOTENCY_HOURS = 24;
let postsSincePrune = 0;

/**
 * Takes a lead posted with an affiliate's API key (`POST /api/intake/leads`; issue 10 §4, spec §3, §5).
 * In one transaction:
 * 1. an `Idempotency-Key` is claimed: the same key and body again answer the first answer (200
 *    `replayed`); the same key with another body is a 409;
 * 2. a live lead with the same phone (as stored, `dialCode-digits`) or email is a duplicate (found by the
 *    unique indexes, or looked up first when a pool rule applies): the caller's
 *    own lead created within `duplicateWindowSeconds` answers 200 `duplicate` with its id; any other is a
 *    409 (another affiliate's lead is not named);
 * 3. the lead is inserted with the key's affiliate as `affiliateId` and creator; with a known `visitorId`
 *    its origin columns take the visitor's first visit (first touch) where it has a value, else the post's;
 * 4. the most specific intake rule (affiliate + campaign, campaign, affiliate) gives it a pool and the
 *    member whose turn it is (round-robin, the leads module's cursor, locked);
 * 5. the first-touch attribution is written (immutable).
 * Concurrent identical posts serialise on the idempotency key or on the unique phone/email indexes: one
 * lead, the others answered as replay or duplicate.
 * @throws AppError CONFLICT as above.
 */
export async function intakeLead(
  db: Db,
  caller: ApiKeyCaller,
  body: IntakeLead,
  idempotencyKey: string | undefined,
  options: IntakeOptions,
): Promise<IntakeAnswer> {
  if (!idempotencyKey) return created(options, await post(db, caller, body, options), 'intake');
  if (++postsSincePrune >= 100) {
    postsSincePrune = 0;
    await pruneRequests(db, IDEMPOTENCY_HOURS);
  }
  const bodyHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const claimed = await db.transaction(async (t): Promise<IntakeAnswer> => {
    const tx = t as unknown as Db;
    const prior = await claimRequest(tx, caller.keyId, idempotencyKey, bodyHash);
    if (prior) {
      if (prior.bodyHash !== bodyHash || !prior.leadId) {
        throw new AppError('CONFLICT', MSG.messages.idempotencyMismatch, [
          { field: 'Idempotency-Key', message: MSG.messages.idempotencyMismatch },
        ]);
      }
      return { status: 200, body: { id: prior.leadId, result: 'replayed' } };
    }
    const answer = (await createOrFind(tx, caller, body, options, true)) as IntakeAnswer;
    await finishRequest(tx, caller.keyId, idempotencyKey, {
      leadId: answer.body.id,
      status: answer.status,
      result: answer.body.result,
    });
    return answer;
  });
  return created(options, claimed, 'intake');
}

/**
 * A post without an `Idempotency-Key`: one statement checks the intake rules and writes the lead, its
 * campaign and its attribution (no transaction); when a rule applies it writes nothing and the post is redone
 * in a transaction that takes the pool's round-robin turn.
 */
async function post(
  db: Db,
  poster: LeadPoster,
  body: IntakeLead,
  options: IntakeOptions,
): Promise<IntakeAnswer> {
  const answer = await createOrFind(db, poster, body, options, false);
  if (answer !== 'needsTransaction') return answer;
  return db.transaction(
    async (t) => (await createOrFind(t as unknown as Db, poster, body, options, true)) as IntakeAnswer,
  );
}

/**
 * A lead from a hosted landing page (domains module, issue 12 §5): the rules of an intake post (duplicates,
 * intake rules by campaign and pool round-robin, first touch from `visitorId`) without an API key or an
 * affiliate (`affiliateId` and creator stay empty). A live lead with the same phone or email answers
 * CONFLICT (the page thanks the visitor either way).
 * @throws AppError CONFLICT as above.
 */
export async function intakeLandingLead(
  db: Db,
  body: IntakeLead,
  options: IntakeOptions,
): Promise<IntakeAnswer> {
  return created(options, await post(db, { affiliateId: null }, body, options), 'hosted');
}

/** Who posts a lead: an API key's affiliate, or nobody (a hosted landing page). */
type LeadPoster = Pick<ApiKeyCaller, 'affiliateId'> | { affiliateId: null };

async function createOrFind(
  tx: Db,
  caller: LeadPoster,
  body: IntakeLead,
  options: IntakeOptions,
  inTransaction: boolean,
): Promise<IntakeAnswer | 'needsTransaction'> {
  const country = countryCodeOf(body.country)!;
  // The schema's phone rule read it in this country (issue 19 D); stored as `dialCode-national`.
  const phone = storedLeadPhone(body.phoneNumber, country);
  // With a pool rule, a duplicate is found before the pool's round-robin turn is taken; without one, the
  // unique phone/email indexes find it (one statement less on the common path).
  const poolId = inTransaction ? await rulePool(tx, caller.affiliateId, body.campaign) : undefined;
  if (poolId) {
    const existing = await liveDuplicate(tx, phone, body.email);
    if (existing) return duplicateAnswer(existing, caller, options);
  }

  if (options.admit && body.campaign) await options.admit(tx, body.campaign);
  const visit = body.visitorId ? await firstVisit(tx, body.visitorId) : undefined;
  const assignment = poolId ? await nextAssignee(tx, poolId) : {};
  const values = leadValues({ body, affiliateId: caller.affiliateId, visit, phone, country, assignment });
  const inserted = await insertLead(
    tx,
    values,
    attributionOf(visit, body),
    inTransaction ? undefined : { affiliateId: caller.affiliateId, campaign: body.campaign },
  );
  if (inserted.poolId) return 'needsTransaction';
  const id = inserted.id;
  if (!id) {
    // A live lead holds the phone or email (a concurrent post's has committed: the unique index waited).
    const winner = await liveDuplicate(tx, phone, body.email);
    if (winner) return duplicateAnswer(winner, caller, options);
    throw new AppError('CONFLICT', MSG.messages.intakeDuplicate);
  }
  // A pool's round-robin gave it to a member: that member is told, in this transaction (issue 21).
  if (assignment.assignedTo) {
    await notify(tx, [assignment.assignedTo], {
      kind: 'lead.assigned',
      subject: 'lead',
      subjectId: id,
      data: { count: 1, poolId: assignment.poolId! },
    });
  }
  const facts = {
    id,
    country: values.country ?? null,
    campaign: values.campaign ?? null,
    affiliateId: values.affiliateId ?? null,
    platform: values.platform ?? null,
    phoneNumber: values.phoneNumber ?? null,
    email: values.email?.toLowerCase() ?? null,
  };
  return { status: 201, body: { id, result: 'created' }, created: facts };
}

/** The member of the intake rule's pool whose turn it is (round-robin, cursor locked and advanced). */
async function nextAssignee(tx: Db, poolId: string): Promise<{ poolId?: string; assignedTo?: string }> {
  const pool = await lockPool(tx, poolId);
  if (!pool?.active) return {};
  const members = await activePoolMembers(tx, poolId);
  if (members.length === 0) return { poolId };
  const cursor = pool.rrCursor % members.length;
  await setPoolCursor(tx, poolId, (cursor + 1) % members.length);
  return { poolId, assignedTo: members[cursor]! };
}

function duplicateAnswer(
  existing: { id: string; affiliateId: string | null; ageSeconds: number },
  caller: LeadPoster,
  options: IntakeOptions,
): IntakeAnswer {
  const own = caller.affiliateId !== null && existing.affiliateId === caller.affiliateId;
  if (own && existing.ageSeconds <= options.duplicateWindowSeconds) {
    return { status: 200, body: { id: existing.id, result: 'duplicate' } };
  }
  throw new AppError(
    'CONFLICT',
    MSG.messages.intakeDuplicate,
    undefined,
    undefined,
    own ? { leadId: existing.id } : undefined,
  );
}
