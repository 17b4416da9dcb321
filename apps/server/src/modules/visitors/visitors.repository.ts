import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { leadAttributions, leads, visits, type LeadAttributionRow } from '../../db/schema/index.js';

/** Whether any visit carries this visitor id. */
export async function visitorExists(db: Db, visitorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: visits.id })
    .from(visits)
    .where(eq(visits.visitorId, visitorId))
    .limit(1);
  return rows.length > 0;
}

/** Appends a visit; `visitorId` undefined starts a new visitor (the visit's own id). Returns the visitor id. */
export async function insertVisit(
  db: Db,
  values: Omit<typeof visits.$inferInsert, 'visitorId' | 'id'> & { visitorId?: string },
): Promise<string> {
  const [row] = await db
    .insert(visits)
    .values({ ...values, visitorId: values.visitorId ?? sql`gen_random_uuid()` })
    .returning({ visitorId: visits.visitorId });
  return row!.visitorId;
}

/** The attribution of the live lead `leadId` when it satisfies `scope`; undefined otherwise or when none. */
export async function attributionOf(
  db: Db,
  leadId: string,
  scope: SQL,
): Promise<{ visible: boolean; row: LeadAttributionRow | undefined }> {
  const [lead] = await db
    .select({ id: leads.id, attribution: leadAttributions })
    .from(leads)
    .leftJoin(leadAttributions, eq(leadAttributions.leadId, leads.id))
    .where(and(eq(leads.id, leadId), scope));
  return { visible: !!lead, row: lead?.attribution ?? undefined };
}
