import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  campaigns,
  intakeRequests,
  intakeRules,
  leadAttributions,
  leads,
  visits,
  type VisitRow,
} from '../../db/schema/index.js';

/** An earlier answer to an `Idempotency-Key`. */
export interface StoredRequest {
  bodyHash: string;
  leadId: string | null;
  status: number;
  result: string;
}

/**
 * Claims `(keyId, idempotencyKey)` for this transaction. Returns undefined when claimed (the caller then
 * records the answer with `finishRequest`), or the earlier request's answer. A concurrent transaction
 * holding the same key makes this statement wait until it commits (then its answer is returned) or rolls
 * back (then this one claims it).
 */
export async function claimRequest(
  tx: Db,
  keyId: string,
  idempotencyKey: string,
  bodyHash: string,
): Promise<StoredRequest | undefined> {
  const claimed = await tx
    .insert(intakeRequests)
    .values({ apiKeyId: keyId, idempotencyKey, bodyHash, status: 0, result: 'pending' })
    .onConflictDoNothing()
    .returning({ key: intakeRequests.idempotencyKey });
  if (claimed.length) return undefined;
  const [row] = await tx
    .select({
      bodyHash: intakeRequests.bodyHash,
      leadId: intakeRequests.leadId,
      status: intakeRequests.status,
      result: intakeRequests.result,
    })
    .from(intakeRequests)
    .where(and(eq(intakeRequests.apiKeyId, keyId), eq(intakeRequests.idempotencyKey, idempotencyKey)));
  return row;
}

/** Records the answer of a claimed `Idempotency-Key`. */
export async function finishRequest(
  tx: Db,
  keyId: string,
  idempotencyKey: string,
  answer: { leadId: string; status: number; result: string },
): Promise<void> {
  await tx
    .update(intakeRequests)
    .set(answer)
    .where(and(eq(intakeRequests.apiKeyId, keyId), eq(intakeRequests.idempotencyKey, idempotencyKey)));
}

/** Deletes stored `Idempotency-Key` answers older than `hours` (they are only for retries). */
export async function pruneRequests(db: Db, hours: number): Promise<void> {
  await db
    .delete(intakeRequests)
    .where(sql`${intakeRequests.createdAt} < now() - ${hours} * interval '1 hour'`);
}

/** The live lead with this stored phone or (case-insensitive) email, with its affiliate and age. */
export async function liveDuplicate(
  tx: Db,
  phone: string,
  email: string,
): Promise<{ id: string; affiliateId: string | null; ageSeconds: number } | undefined> {
  const [row] = await tx
    .select({
      id: leads.id,
      affiliateId: leads.affiliateId,
      ageSeconds: sql<number>`extract(epoch from now() - ${leads.createdAt})::float8`,
    })
    .from(leads)
    .where(
      and(
        isNull(leads.deletedAt),
        or(eq(leads.phoneNumber, phone), sql`lower(${leads.email}) = ${email.toLowerCase()}`),
      ),
    )
    .limit(1);
  return row && { ...row, ageSeconds: Number(row.ageSeconds) };
}

/** The first visit of a visitor (its first touch), or undefined for an unknown visitor. */
export async function firstVisit(db: Db, visitorId: string): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(visits)
    .where(eq(visits.visitorId, visitorId))
    .orderBy(asc(visits.createdAt), asc(visits.id))
    .limit(1);
  return row;
}

/**
 * The pool of the most specific intake rule for this affiliate and campaign: affiliate + campaign, then
 * campaign, then affiliate; undefined when none applies.
 */
export async function rulePool(db: Db, affiliateId: string, campaign: string): Promise<string | undefined> {
  const [row] = await db
    .select({ poolId: intakeRules.poolId })
    .from(intakeRules)
    .where(
      or(
        and(eq(intakeRules.affiliateId, affiliateId), eq(intakeRules.campaign, campaign)),
        and(isNull(intakeRules.affiliateId), eq(intakeRules.campaign, campaign)),
        and(eq(intakeRules.affiliateId, affiliateId), isNull(intakeRules.campaign)),
      ),
    )
    .orderBy(
      sql`(${intakeRules.affiliateId} IS NOT NULL AND ${intakeRules.campaign} IS NOT NULL) DESC`,
      sql`(${intakeRules.campaign} IS NOT NULL) DESC`,
    )
    .limit(1);
  return row?.poolId;
}

/** Inserts the lead unless a live lead holds its phone or email (then undefined; nothing written). */
export async function insertLead(tx: Db, values: typeof leads.$inferInsert): Promise<string | undefined> {
  await tx.insert(campaigns).values({ name: values.campaign! }).onConflictDoNothing();
  const [row] = await tx.insert(leads).values(values).onConflictDoNothing().returning({ id: leads.id });
  return row?.id;
}

/** Writes the lead's first-touch attribution (once; the table refuses updates). */
export async function insertAttribution(tx: Db, values: typeof leadAttributions.$inferInsert): Promise<void> {
  await tx.insert(leadAttributions).values(values).onConflictDoNothing();
}
