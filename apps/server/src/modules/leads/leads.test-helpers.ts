import { eq, sql } from 'drizzle-orm';
import { leadHistory, leads, poolMembers, pools, type LeadRow } from '../../db/schema/index.js';
import { uniq, type TestApp } from '../../test/test-app.js';

let phoneSeq = Math.floor(Math.random() * 1e6) * 1000;

/** A unique national phone number (10 digits). */
export function nextDigits(): string {
  phoneSeq += 1;
  return '7' + String(phoneSeq).padStart(9, '0');
}

/**
 * The add-lead form's body (`POST`/`PUT /api/leads`) for a new Saudi lead (country `SA`) with a unique phone
 * (`nextDigits`) and email; any field may be overridden or added.
 */
export const leadForm = (over: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Haddad',
  phoneNumber: nextDigits(),
  email: `${uniq('f')}@example.com`,
  country: 'SA',
  ...over,
});

/** Inserts a lead directly (factory). Unique phone and email; any column may be overridden. */
export async function makeLead(
  t: TestApp,
  fields: Partial<typeof leads.$inferInsert> = {},
): Promise<LeadRow> {
  const tag = uniq('l');
  const [row] = await t.database.db
    .insert(leads)
    .values({
      firstName: `First${tag}`,
      lastName: `Last${tag}`,
      email: `${tag}@example.com`,
      phoneNumber: `966-${nextDigits()}`,
      country: 'SA',
      campaign: 'CRM',
      ...fields,
    })
    .returning();
  return row!;
}

/** Inserts `n` leads with one statement (for 10,000-id bulk tests). */
export async function makeManyLeads(
  t: TestApp,
  n: number,
  campaign: string,
  assignedTo?: string,
): Promise<string[]> {
  const base = Math.floor(Math.random() * 1e8);
  const rows = (await t.database.db.execute(sql`
    INSERT INTO leads (first_name, last_name, email, phone_number, country, campaign, assigned_to)
    SELECT 'Bulk', 'Lead' || g, ${campaign} || '.' || g || '@example.com', '971-8' || lpad((${base}::bigint + g)::text, 9, '0'),
      'AE', ${campaign}, ${assignedTo ?? null}::uuid
    FROM generate_series(1, ${n}) AS g RETURNING id`)) as unknown as { rows: Array<{ id: string }> };
  return rows.rows.map((r) => r.id);
}

export async function makePool(t: TestApp, memberIds: string[]): Promise<string> {
  const [pool] = await t.database.db
    .insert(pools)
    .values({ name: uniq('pool') })
    .returning({ id: pools.id });
  for (const userId of memberIds) {
    await t.database.db.insert(poolMembers).values({ poolId: pool!.id, userId });
  }
  return pool!.id;
}

export async function historyRows(t: TestApp, leadId: string) {
  return t.database.db.select().from(leadHistory).where(eq(leadHistory.leadId, leadId));
}

export async function leadRow(t: TestApp, id: string): Promise<LeadRow | undefined> {
  const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
  return row;
}
