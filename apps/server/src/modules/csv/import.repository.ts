import { sql, type SQL } from 'drizzle-orm';
import { DUPLICATE, reasonOf, storableCell, type ImportedLead, type RowError } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';

/** Any handle that runs SQL: the database or a transaction. */
export type Runner = Pick<Db, 'execute'>;

export async function rows<T>(db: Runner, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A JSON parameter read back as a record set: one bound value for thousands of rows, on both engines. */
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** One input row of a unit of work: its line and cells, and either the normalised lead or its errors. */
export interface RowOutcome {
  line: number;
  values: string[];
  lead?: ImportedLead;
  errors?: RowError[];
}

export interface Rejection {
  line: number;
  reason: string;
  values: string[];
}

/** Who the inserted leads belong to (the add-lead rule, or the import's assignee or pool). */
export interface Ownership {
  createdBy: string;
  assignedTo: string | null;
  affiliateId: string | null;
  /** Round-robin over `members`, starting at the pool's cursor; the cursor is advanced in the same unit. */
  pool: { id: string; members: string[] } | null;
}

export interface UnitContext {
  /** Null for `POST /api/leads/bulk` (no import record, no undo). */
  importId: string | null;
  /** Visibility of the importing user (`leadScope`): only leads inside it may be updated. */
  scope: SQL;
  owner: Ownership;
  updateExisting: boolean;
}

export interface UnitResult {
  imported: number;
  updated: number;
  rejections: Rejection[];
}

/** Columns written from an `ImportedLead` (snake_case) and kept in `before`/`after` for an undo. */
export const LEAD_COLUMNS = [
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['phone_number', 'phoneNumber'],
  ['email', 'email'],
  ['country', 'country'],
  ['campaign', 'campaign'],
  ['platform', 'platform'],
  ['status', 'status'],
  ['funnel', 'funnel'],
  ['personal', 'personal'],
  ['uri', 'uri'],
  ['placement', 'placement'],
  ['campaignid', 'campaignid'],
  ['adgroupid', 'adgroupid'],
  ['gclid', 'gclid'],
  ['wbraid', 'wbraid'],
] as const;
/** Always overwritten by an update: identity and contact (the phone's dial code goes with the country). */
const ALWAYS_UPDATED = new Set(['first_name', 'last_name', 'phone_number', 'email', 'country']);

const recordType = sql.raw(LEAD_COLUMNS.map(([c]) => `${c} text`).join(', '));
const columnList = sql.raw(LEAD_COLUMNS.map(([c]) => c).join(', '));

function toRecord(lead: ImportedLead): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [column, key] of LEAD_COLUMNS) out[column] = lead[key];
  return out;
}

/**
 * Applies one unit of work inside the caller's transaction: duplicate checks, inserts, updates, the import's
 * bookkeeping (`lead_import_rows`) and rejections. Returns what happened to every row.
 * - A row whose phone or email appeared earlier in the unit, or belongs to a lead this import already wrote,
 *   is an in-file duplicate.
 * - A row matching a live lead is a duplicate, unless `updateExisting` and the lead is inside the importer's
 *   scope: then it updates that lead (names, phone, email, country always; the other fields when the row has
 *   them) and the old and new values are kept for an undo. Phone of one lead and email of another: rejected.
 * - Inserts skip conflicts (`ON CONFLICT DO NOTHING`): a lead added concurrently makes the row a duplicate.
 */
export async function applyUnit(tx: Runner, ctx: UnitContext, outcomes: RowOutcome[]): Promise<UnitResult> {
  const rejections: Rejection[] = [];
  const reject: Reject = (o, errors) =>
    rejections.push({ line: o.line, reason: reasonOf(errors), values: o.values });
  const candidates = withoutInFileDuplicates(outcomes, reject);
  const { inserts, updates } = classify(candidates, await findExisting(tx, ctx, candidates), ctx, reject);
  const updated = updates.length > 0 ? await updateExisting(tx, ctx, updates) : 0;
  const imported = inserts.length > 0 ? await insertNew(tx, ctx, inserts, reject) : 0;
  if (ctx.importId && rejections.length > 0) await saveRejections(tx, ctx.importId, rejections);
  return { imported, updated, rejections };
}

type Reject = (o: RowOutcome, errors: readonly RowError[]) => void;
type Candidate = RowOutcome & { lead: ImportedLead };
interface Existing {
  id: string;
  phone_number: string;
  email: string | null;
  visible: boolean;
  ours: boolean;
}

/** Rows with a lead whose phone and email did not appear earlier in the unit; the rest are rejected. */
function withoutInFileDuplicates(outcomes: readonly RowOutcome[], reject: Reject): Candidate[] {
  const phones = new Set<string>();
  const emails = new Set<string>();
  const candidates: Candidate[] = [];
  for (const o of outcomes) {
    if (!o.lead) {
      reject(o, o.errors ?? []);
    } else if (phones.has(o.lead.phoneNumber)) {
      reject(o, [DUPLICATE.phoneInFile]);
    } else if (emails.has(o.lead.email)) {
      reject(o, [DUPLICATE.emailInFile]);
    } else {
      phones.add(o.lead.phoneNumber);
      emails.add(o.lead.email);
      candidates.push(o as Candidate);
    }
  }
  return candidates;
}

/** Live leads sharing a phone or email with a candidate: whether the importer sees them, or wrote them. */
async function findExisting(tx: Runner, ctx: UnitContext, candidates: readonly Candidate[]) {
  if (candidates.length === 0) return [];
  const phones = candidates.map((o) => o.lead.phoneNumber);
  const emails = candidates.map((o) => o.lead.email);
  const ours = ctx.importId
    ? sql`EXISTS (SELECT 1 FROM lead_import_rows r WHERE r.import_id = ${ctx.importId}::uuid AND r.lead_id = leads.id)`
    : sql`false`;
  return rows<Existing>(
    tx,
    sql`SELECT id, phone_number, lower(email) AS email, (${ctx.scope}) AS visible, ${ours} AS ours
        FROM leads
        WHERE leads.id IN (
          SELECT l.id FROM json_array_elements_text(${json(phones)}) AS p(v)
            JOIN leads l ON l.phone_number = p.v AND l.deleted_at IS NULL
          UNION
          SELECT l.id FROM json_array_elements_text(${json(emails)}) AS e(v)
            JOIN leads l ON lower(l.email) = e.v AND l.deleted_at IS NULL)`,
  );
}

/** Each candidate: a new lead, an update of the one live lead it matches, or a duplicate (rejected). */
function classify(
  candidates: readonly Candidate[],
  existing: readonly Existing[],
  ctx: UnitContext,
  reject: Reject,
) {
  const byPhone = new Map(existing.map((e) => [e.phone_number, e]));
  const byEmail = new Map(existing.filter((e) => e.email).map((e) => [e.email!, e]));
  const inserts: Candidate[] = [];
  const updates: { id: string; o: Candidate }[] = [];
  for (const o of candidates) {
    const a = byPhone.get(o.lead.phoneNumber);
    const b = byEmail.get(o.lead.email);
    if (!a && !b) inserts.push(o);
    else if (a && b && a.id !== b.id) reject(o, [DUPLICATE.twoLeads]);
    else {
      const match = (a ?? b)!;
      if (match.ours) reject(o, [a ? DUPLICATE.phoneInFile : DUPLICATE.emailInFile]);
      else if (!ctx.updateExisting || !match.visible)
        reject(o, [a ? DUPLICATE.phoneExisting : DUPLICATE.emailExisting]);
      else updates.push({ id: match.id, o });
    }
  }
  return { inserts, updates };
}

/** Updates matched leads (identity and contact always, the rest where the row has it), keeping undo rows. */
async function updateExisting(
  tx: Runner,
  ctx: UnitContext,
  updates: readonly { id: string; o: Candidate }[],
) {
  const src = updates.map(({ id, o }) => {
    const record = toRecord(o.lead);
    for (const [column, key] of LEAD_COLUMNS) {
      if (!ALWAYS_UPDATED.has(column) && !o.lead.fromRow.includes(key)) record[column] = null;
    }
    return { id, ...record };
  });
  const sets = sql.raw(
    LEAD_COLUMNS.map(([c]) =>
      ALWAYS_UPDATED.has(c) ? `${c} = s.${c}` : `${c} = coalesce(s.${c}, l.${c})`,
    ).join(', '),
  );
  // `u` reads `o`, so the rows are locked and their old values read before the update; were `o` read
  // only by `t`, it would run after `u` and find no row (a row updated by the same statement is skipped
  // by FOR UPDATE), leaving the undo log empty.
  const values = (alias: string) =>
    sql.raw(`jsonb_build_object(${LEAD_COLUMNS.map(([c]) => `'${c}', ${alias}.${c}`).join(', ')})`);
  const done = await rows<{ id: string }>(
    tx,
    sql`WITH s AS (SELECT * FROM json_to_recordset(${json(src)}) AS x(id uuid, ${recordType})),
        o AS (SELECT l.* FROM leads l JOIN s ON s.id = l.id ORDER BY l.internal_id FOR UPDATE OF l),
        u AS (UPDATE leads l SET ${sets}, updated_at = now() FROM o JOIN s ON s.id = o.id
              WHERE l.id = o.id RETURNING l.*),
        t AS (INSERT INTO lead_import_rows (import_id, lead_id, before, after)
              SELECT ${ctx.importId}::uuid, o.id, ${values('o')}, ${values('u')} FROM o JOIN u ON u.id = o.id
              WHERE ${ctx.importId}::uuid IS NOT NULL)
        SELECT id FROM u`,
  );
  return done.length;
}

/**
 * Inserts new leads, assigned to the import's assignee or round-robin over its pool (the pool's cursor is
 * locked and advanced in the same unit); a row that loses a concurrent insert is a duplicate.
 */
async function insertNew(tx: Runner, ctx: UnitContext, inserts: readonly Candidate[], reject: Reject) {
  const pool = ctx.owner.pool;
  let cursor = 0;
  if (pool) {
    const [p] = await rows<{ rr_cursor: number }>(
      tx,
      sql`SELECT rr_cursor FROM pools WHERE id = ${pool.id}::uuid FOR UPDATE`,
    );
    cursor = (p?.rr_cursor ?? 0) % pool.members.length;
  }
  const src = inserts.map((o, i) => ({
    ...toRecord(o.lead),
    assigned_to: pool ? pool.members[(cursor + i) % pool.members.length] : ctx.owner.assignedTo,
  }));
  await tx.execute(
    sql`INSERT INTO campaigns (name)
        SELECT DISTINCT value FROM json_array_elements_text(${json([...new Set(inserts.map((o) => o.lead.campaign))])})
        ON CONFLICT DO NOTHING`,
  );
  const inserted = await rows<{ phone_number: string }>(
    tx,
    sql`WITH s AS (SELECT * FROM json_to_recordset(${json(src)}) AS x(${recordType}, assigned_to uuid)),
        i AS (INSERT INTO leads (${columnList}, assigned_to, pool_id, affiliate_id, created_by)
              SELECT ${columnList}, assigned_to, ${pool?.id ?? null}::uuid, ${ctx.owner.affiliateId}::uuid,
                ${ctx.owner.createdBy}::uuid FROM s
              ON CONFLICT DO NOTHING RETURNING id, phone_number),
        t AS (INSERT INTO lead_import_rows (import_id, lead_id)
              SELECT ${ctx.importId}::uuid, id FROM i WHERE ${ctx.importId}::uuid IS NOT NULL)
        SELECT phone_number FROM i`,
  );
  if (inserted.length < inserts.length) {
    const ok = new Set(inserted.map((r) => r.phone_number));
    for (const o of inserts) if (!ok.has(o.lead.phoneNumber)) reject(o, [DUPLICATE.phoneExisting]);
  }
  if (pool) {
    await tx.execute(
      sql`UPDATE pools SET rr_cursor = ${(cursor + inserted.length) % pool.members.length} WHERE id = ${pool.id}::uuid`,
    );
  }
  return inserted.length;
}

/** The unit's rejected rows into the import's report, in line order. */
async function saveRejections(tx: Runner, importId: string, rejections: Rejection[]) {
  rejections.sort((x, y) => x.line - y.line);
  await tx.execute(
    sql`INSERT INTO lead_import_rejections (import_id, line, reason, values)
        SELECT ${importId}::uuid, line, reason, vals FROM json_to_recordset(${json(
          rejections.map((r) => ({ line: r.line, reason: r.reason, vals: r.values.map(clip) })),
        )}) AS x(line int, reason text, vals jsonb)
        ON CONFLICT DO NOTHING`,
  );
}

/**
 * Cells kept in the report are cut at 10,000 characters (a 1 MB cell is not worth keeping whole); a NUL
 * becomes U+FFFD (jsonb refuses it; the row itself is rejected by `normaliseRow`).
 */
const clip = (v: string) => storableCell(v.length > 10_000 ? v.slice(0, 10_000) + '…' : v);
