import {
  and,
  asc,
  eq,
  getTableColumns,
  isNull,
  or,
  sql,
  type Column,
  type SQL,
  type Table,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { intakeRequests, leadAttributions, leads, visits, type VisitRow } from '../../db/schema/index.js';

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
 * The most specific intake rule for this affiliate and campaign (affiliate + campaign, then campaign, then
 * affiliate), as a query of its `pool_id` (at most one row).
 */
function ruleQuery(affiliateId: string | null, campaign: string): SQL {
  return sql`SELECT pool_id FROM intake_rules
    WHERE (affiliate_id = ${affiliateId}::uuid AND campaign = ${campaign})
       OR (affiliate_id IS NULL AND campaign = ${campaign})
       OR (affiliate_id = ${affiliateId}::uuid AND campaign IS NULL)
    ORDER BY (affiliate_id IS NOT NULL AND campaign IS NOT NULL) DESC, (campaign IS NOT NULL) DESC
    LIMIT 1`;
}

/** The pool of the most specific intake rule (`ruleQuery`); undefined when none applies. */
export async function rulePool(
  db: Db,
  affiliateId: string | null,
  campaign: string,
): Promise<string | undefined> {
  const [row] = await queryRows<{ pool_id: string }>(db, ruleQuery(affiliateId, campaign));
  return row?.pool_id;
}

/** `(col, …)` and `(value, …)` of an insert into `table`, each value encoded by its column (jsonb, dates). */
function insertParts(table: Table, values: Record<string, unknown>): { columns: SQL; params: SQL } {
  const columns = getTableColumns(table) as Record<string, Column>;
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  return {
    columns: sql.join(
      entries.map(([k]) => sql.identifier(columns[k]!.name)),
      sql`, `,
    ),
    params: sql.join(
      entries.map(([k, v]) => sql.param(v, columns[k]!)),
      sql`, `,
    ),
  };
}

/**
 * Inserts the campaign (when new), the lead and its first-touch attribution in ONE statement (data-modifying
 * CTEs: one round trip, atomic without an explicit transaction). With `unlessRule`, nothing is written when
 * an intake rule applies to that affiliate and campaign, and its pool is returned instead (the caller then
 * assigns inside a transaction). `id` is undefined when a live lead holds the phone or email (nothing is
 * written but the campaign name).
 */
export async function insertLead(
  db: Db,
  values: typeof leads.$inferInsert,
  attribution: Omit<typeof leadAttributions.$inferInsert, 'leadId'>,
  unlessRule?: { affiliateId: string | null; campaign: string },
): Promise<{ id?: string; poolId?: string }> {
  const lead = insertParts(leads, values);
  const attr = insertParts(leadAttributions, attribution);
  const rule = unlessRule
    ? ruleQuery(unlessRule.affiliateId, unlessRule.campaign)
    : sql`SELECT NULL::uuid AS pool_id WHERE false`;
  const [row] = await queryRows<{ id: string | null; pool_id: string | null }>(
    db,
    sql`WITH r AS (${rule}), c AS (
          INSERT INTO campaigns (name) SELECT ${values.campaign} WHERE NOT EXISTS (SELECT 1 FROM r)
          ON CONFLICT DO NOTHING
        ), l AS (
          INSERT INTO leads (${lead.columns}) SELECT ${lead.params} WHERE NOT EXISTS (SELECT 1 FROM r)
          ON CONFLICT DO NOTHING RETURNING id
        ), a AS (
          INSERT INTO lead_attributions (lead_id, ${attr.columns}) SELECT id, ${attr.params} FROM l
        )
        SELECT (SELECT id FROM l) AS id, (SELECT pool_id FROM r) AS pool_id`,
  );
  return { id: row?.id ?? undefined, poolId: row?.pool_id ?? undefined };
}

async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
