import { sql } from 'drizzle-orm';
import type { Runner } from '../../lib/sql.js';
import { notifyAssigned, type AssigneeGroup } from '../leads/index.js';
import { notify } from '../notifications/index.js';
import { rows } from './import.repository.js';

/**
 * What a finished import tells (issue 21 §1), in the transaction that marks it finished:
 * - its importer: `import.finished` with `{status, imported, updated, rejected}`, opening the import's
 *   report (subject `import`, the import id);
 * - each user the import assigned new leads to (an assignee or a pool's members, not the importer): ONE
 *   `lead.assigned` with `{count, importId}`, opening the first of them. The assignee sees its own leads
 *   (leads visibility rule), so nobody hears of a lead it cannot open.
 */
export async function notifyImportFinished(tx: Runner, importId: string, status: 'completed' | 'failed') {
  const [imp] = await rows<{ created_by: string; imported: number; updated: number; rejected: number }>(
    tx,
    sql`SELECT created_by, imported, updated, rejected FROM lead_imports WHERE id = ${importId}::uuid`,
  );
  if (!imp) return;
  await notify(tx, [imp.created_by], {
    kind: 'import.finished',
    subject: 'import',
    subjectId: importId,
    data: {
      status,
      imported: Number(imp.imported),
      updated: Number(imp.updated),
      rejected: Number(imp.rejected),
    },
  });
  const assignees = await rows<AssigneeGroup>(
    tx,
    sql`SELECT l.assigned_to AS user_id, count(*)::int AS n, min(l.id::text) AS first
        FROM lead_import_rows r JOIN leads l ON l.id = r.lead_id
        WHERE r.import_id = ${importId}::uuid AND r.before IS NULL AND l.deleted_at IS NULL
          AND l.assigned_to IS NOT NULL AND l.assigned_to <> ${imp.created_by}::uuid
        GROUP BY l.assigned_to`,
  );
  await notifyAssigned(tx, assignees, { importId });
}
