import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows, uuidArray } from '../../lib/sql.js';
import type { Actor } from '../../plugins/auth.js';

/**
 * The leads visibility rule as a SQL condition over `leads` (modules/leads `leadScope`, live leads), given
 * by the app so this module does not depend on the leads module (which notifies through this one).
 */
export type LeadScopeOf = (db: Db, actor: Actor) => Promise<SQL>;

/** How long a connected user's resolved scope (its team and pools) is reused before it is read again. */
export const SCOPE_TTL_MS = 10_000;

interface Connected {
  readonly actor: Actor;
}

/**
 * Who among the connected users may see which leads (issue 21 §2: nobody hears of a lead they cannot
 * open). Each question is ONE query: a CTE named `leads` holds only the leads in question (shadowing the
 * table), and each connected user's `leadScope` condition is applied to it in a `UNION ALL`. The scopes'
 * team and pool ids are resolved once per user every SCOPE_TTL_MS; a role change or deactivation revokes
 * the user's token, which ends its streams, so a stale scope never outlives a role.
 */
export function createLeadAudience(db: Db, leadScope: LeadScopeOf) {
  const cache = new Map<string, { until: number; scope: SQL }>();
  const scopeOf = async (actor: Actor) => {
    const hit = cache.get(actor.id);
    if (hit && hit.until > Date.now()) return hit.scope;
    const scope = await leadScope(db, actor);
    cache.set(actor.id, { until: Date.now() + SCOPE_TTL_MS, scope });
    return scope;
  };
  /** One `SELECT <uid>, <cols> FROM leads WHERE <scope>` per distinct connected user. */
  const perUser = async (users: Map<string, Set<Connected>>, cols: SQL) => {
    for (const id of cache.keys()) if (!users.has(id)) cache.delete(id);
    const parts: SQL[] = [];
    for (const [userId, clients] of users) {
      const first = clients.values().next().value;
      if (!first) continue;
      parts.push(sql`SELECT ${userId}::text AS uid, ${cols} FROM leads WHERE ${await scopeOf(first.actor)}`);
    }
    return parts.length ? sql.join(parts, sql` UNION ALL `) : undefined;
  };

  return {
    /** Per connected user, how many of the leads with internal ids `from`..`to` it may see (0s left out). */
    createdCounts: async (users: Map<string, Set<Connected>>, from: number, to: number) => {
      const union = await perUser(users, sql`n`);
      if (!union) return new Map<string, number>();
      const rows = await queryRows<{ uid: string; n: number }>(
        db,
        sql`WITH leads AS MATERIALIZED (
              SELECT assigned_to, pool_id, affiliate_id, created_by, deleted_at, count(*)::int AS n
              FROM public.leads WHERE internal_id BETWEEN ${from} AND ${to}
              GROUP BY assigned_to, pool_id, affiliate_id, created_by, deleted_at
            )
            SELECT uid, sum(n)::int AS n FROM (${union}) v GROUP BY uid`,
      );
      return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.uid, Number(r.n)]));
    },
    /** Per connected user, which of `leadIds` it may see. */
    changedVisible: async (users: Map<string, Set<Connected>>, leadIds: string[]) => {
      const union = await perUser(users, sql`id`);
      if (!union || leadIds.length === 0) return new Map<string, string[]>();
      const rows = await queryRows<{ uid: string; id: string }>(
        db,
        sql`WITH leads AS MATERIALIZED (
              SELECT id, assigned_to, pool_id, affiliate_id, created_by, deleted_at
              FROM public.leads WHERE id = ANY(${uuidArray(leadIds)})
            )
            ${union}`,
      );
      const out = new Map<string, string[]>();
      for (const r of rows) out.set(r.uid, [...(out.get(r.uid) ?? []), r.id]);
      return out;
    },
  };
}
