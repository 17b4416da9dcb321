import { sql } from 'drizzle-orm';
import type { ImportUndoReport } from '@leadhouse/domain';
import { LEAD_COLUMNS, rows, type Runner } from './import.repository.js';

const columnArray = sql.raw(`ARRAY[${LEAD_COLUMNS.map(([c]) => `'${c}'`).join(', ')}]`);
/** Each column takes its value from the patch when the patch has it, else keeps its own. */
const patchSets = sql.raw(
  LEAD_COLUMNS.map(([c]) => `${c} = CASE WHEN p.patch ? '${c}' THEN p.patch ->> '${c}' ELSE l.${c} END`).join(
    ', ',
  ),
);

/**
 * Soft-deletes the leads an import created that nobody touched since (inside the caller's transaction).
 * Untouched means: `updated_at` not later than the unit that created it (every edit, assignment, status or
 * funnel change, soft delete or restore sets `updated_at`), no comment, no deposit, no history row. The
 * soft delete is the one `POST /api/leads/markAsDeleted` does (`deleted_at` and `updated_at` set; the count
 * tables follow by trigger), so an admin can bring the leads back with `POST /api/leads/restore`.
 */
async function softDeleteCreated(tx: Runner, importId: string) {
  const [counts] = await rows<{ soft_deleted: number; kept_changed: number; already_deleted: number }>(
    tx,
    sql`WITH c AS (
          SELECT l.id, l.deleted_at IS NOT NULL AS gone,
            (l.updated_at <= r.written_at AND l.last_comment_at IS NULL AND l.deposit_count = 0
              AND NOT EXISTS (SELECT 1 FROM lead_comments m WHERE m.lead_id = l.id)
              AND NOT EXISTS (SELECT 1 FROM lead_history h WHERE h.lead_id = l.id)) AS untouched
          FROM lead_import_rows r JOIN leads l ON l.id = r.lead_id
          WHERE r.import_id = ${importId}::uuid AND r.before IS NULL
          ORDER BY l.internal_id FOR UPDATE OF l
        ), d AS (
          UPDATE leads l SET deleted_at = now(), updated_at = now() FROM c
          WHERE l.id = c.id AND NOT c.gone AND c.untouched RETURNING l.id
        )
        SELECT (SELECT count(*) FROM d)::int AS soft_deleted,
          (count(*) FILTER (WHERE gone))::int AS already_deleted,
          (count(*) FILTER (WHERE NOT gone AND NOT untouched))::int AS kept_changed
        FROM c`,
  );
  return counts!;
}

/**
 * Gives the leads an import updated their old values back, field by field (inside the caller's
 * transaction). A field is restored only when the import changed it and it still holds what the import
 * wrote; phone and country go together (the stored phone carries the country's dial code); an old phone or
 * email that another live lead holds by now is not restored (a conflict). Undo logs written before
 * migration 0013 have no `after`: nothing of theirs is restored, their changed fields count as kept.
 */
async function restoreUpdated(tx: Runner, importId: string) {
  const [counts] = await rows<{
    restored_leads: number;
    restored_fields: number;
    kept_fields: number;
    conflicts: number;
  }>(
    tx,
    sql`WITH r AS (
          SELECT lead_id, before, after FROM lead_import_rows
          WHERE import_id = ${importId}::uuid AND before IS NOT NULL
        ), cur AS (
          SELECT l.id, to_jsonb(l) AS v FROM leads l JOIN r ON r.lead_id = l.id
          ORDER BY l.internal_id FOR UPDATE OF l
        ), f AS (
          SELECT r.lead_id, k.col, r.before -> k.col AS old,
            (r.after IS NOT NULL AND (cur.v -> k.col) = (r.after -> k.col)) AS untouched
          FROM r JOIN cur ON cur.id = r.lead_id CROSS JOIN unnest(${columnArray}) AS k(col)
          WHERE (r.before -> k.col) IS DISTINCT FROM (coalesce(r.after, cur.v) -> k.col)
        ), f1 AS (
          SELECT f.*, (f.untouched AND (
              (f.col = 'phone_number' AND EXISTS (SELECT 1 FROM leads x WHERE x.deleted_at IS NULL
                AND x.phone_number = f.old #>> '{}' AND x.id <> f.lead_id))
              OR (f.col = 'email' AND EXISTS (SELECT 1 FROM leads x WHERE x.deleted_at IS NULL
                AND lower(x.email) = lower(f.old #>> '{}') AND x.id <> f.lead_id)))) AS conflict
          FROM f
        ), f2 AS (
          SELECT f1.*, (f1.untouched AND NOT f1.conflict AND (f1.col NOT IN ('phone_number', 'country')
            OR coalesce(bool_and(f1.untouched AND NOT f1.conflict)
              FILTER (WHERE f1.col IN ('phone_number', 'country')) OVER (PARTITION BY f1.lead_id), true))) AS ok
          FROM f1
        ), p AS (
          SELECT lead_id, jsonb_object_agg(col, old) AS patch FROM f2 WHERE ok GROUP BY lead_id
        ), u AS (
          UPDATE leads l SET ${patchSets}, updated_at = now() FROM p WHERE l.id = p.lead_id RETURNING l.id
        )
        SELECT (SELECT count(*) FROM u)::int AS restored_leads,
          (count(*) FILTER (WHERE ok))::int AS restored_fields,
          (count(*) FILTER (WHERE NOT ok AND NOT conflict))::int AS kept_fields,
          (count(*) FILTER (WHERE conflict))::int AS conflicts
        FROM f2`,
  );
  return counts!;
}

/**
 * Undoes an import inside the caller's transaction without deleting a row or overwriting anyone's later
 * work: created leads nobody touched are soft-deleted, updated leads get back the fields nobody changed
 * since. The undo log and the rejection report stay. Returns what was undone and what was left, per reason.
 * @throws a unique violation (23505) in the rare case two restored leads would swap a phone or email.
 */
export async function undoImport(tx: Runner, importId: string): Promise<ImportUndoReport> {
  const created = await softDeleteCreated(tx, importId);
  const updated = await restoreUpdated(tx, importId);
  return {
    softDeleted: Number(created.soft_deleted),
    keptChanged: Number(created.kept_changed),
    alreadyDeleted: Number(created.already_deleted),
    restoredLeads: Number(updated.restored_leads),
    restoredFields: Number(updated.restored_fields),
    keptFields: Number(updated.kept_fields),
    conflicts: Number(updated.conflicts),
  };
}
