import { sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNABLE_ROLES,
  type FilterOptionField,
  type FilterOptionsQuery,
  type FilterOptionsResponse,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { likeEscape } from '../../lib/paging.js';
import type { Actor } from '../../plugins/auth.js';
import { queryRows, textArray, uuidArray } from './leads.sql.js';
import { leadOwnerCondition, teamIds } from './leads.visibility.js';

/*
 * The choices of the picker filters (issue 19 "Pickers, not free text"; docs/decisions.md "Pickers and
 * campaign decisions"). Each field has a "candidates" relation `(value, label)` of what the caller may
 * see; the outer query searches it case-insensitively (prefix matches first), or keeps the asked values,
 * and stops after `limit + 1` rows. No candidate relation reads `leads`: values of visible leads come from
 * the count tables the triggers keep (`lead_facet_counts` per facet value × owner, probed by its key
 * `(facet, value, …)`; `lead_counts` per owner), so an answer costs about the same at any number of leads.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Live leads `owner` allows (all when undefined) have `value` in `facet`: the first row of one range of the
 * facet key. A scalar subquery with LIMIT 1 (an EXISTS would be planned as a semi-join over every facet row).
 */
export const facetHas = (facet: 'campaign' | 'platform', value: SQL, owner: SQL | undefined) =>
  sql`coalesce((SELECT true FROM lead_facet_counts AS leads
       WHERE leads.facet = ${facet} AND leads.value = ${value} AND leads.n > 0
       ${owner ? sql`AND ${owner}` : sql``} LIMIT 1), false)`;

/**
 * `(value, label)` of the platforms with live leads `owner` allows: the distinct values of the facet by a
 * skip scan of the facet key (one index probe per platform, not a read of every facet row), each kept when
 * `facetHas` finds one of its rows.
 */
const platformValues = (owner: SQL | undefined) =>
  sql`(WITH RECURSIVE v(value) AS (
         SELECT min(value) FROM lead_facet_counts WHERE facet = 'platform'
         UNION ALL
         SELECT (SELECT min(f.value) FROM lead_facet_counts f WHERE f.facet = 'platform' AND f.value > v.value)
         FROM v WHERE v.value IS NOT NULL)
       SELECT v.value, v.value AS label FROM v
       WHERE v.value IS NOT NULL AND ${facetHas('platform', sql`v.value`, owner)})`;

/** Owner ids (`assigned_to`, `pool_id`, `affiliate_id`) of the live leads `owner` allows. */
const ownersOf = (column: 'pool_id' | 'affiliate_id', owner: SQL) =>
  sql`(SELECT DISTINCT leads.${sql.raw(column)} FROM lead_counts AS leads
       WHERE leads.n > 0 AND leads.${sql.raw(column)} IS NOT NULL AND ${owner})`;

/** The candidates of `field` for `actor`, as a relation with text columns `value` and `label`. */
async function candidates(db: Db, actor: Actor, field: FilterOptionField): Promise<SQL> {
  const owner = await leadOwnerCondition(db, actor);
  switch (field) {
    case 'CAMPAIGNS':
      // Every campaign a lead names exists (a lead's unknown campaign is created with it): admins get them
      // all, anyone else those with a lead of its scope (the text filter runs first, on the small table).
      return sql`(SELECT c.name AS value, c.name AS label FROM campaigns c
        ${owner ? sql`WHERE ${facetHas('campaign', sql`c.name`, owner)}` : sql``})`;
    case 'SOURCE':
      return platformValues(owner);
    case 'POOL':
      return sql`(SELECT id::text AS value, name AS label FROM pools
        ${owner ? sql`WHERE id IN ${ownersOf('pool_id', owner)}` : sql``})`;
    case 'AFFILIATE':
      return sql`(SELECT id::text AS value, name AS label FROM users WHERE role = 'affiliate'
        ${owner ? sql`AND id IN ${ownersOf('affiliate_id', owner)}` : sql``})`;
    case 'EMPLOYEE': {
      // The sales floor of the caller's team (roles.ts `isInTeam`); an agent learns no other team's names.
      const floor = sql`role = ANY(${textArray(ASSIGNABLE_ROLES)})`;
      if (actor.role === 'admin')
        return sql`(SELECT id::text AS value, name AS label FROM users WHERE ${floor})`;
      const team = await teamIds(db, actor);
      if (team.length === 0) return sql`(SELECT NULL::text AS value, NULL::text AS label WHERE false)`;
      return sql`(SELECT id::text AS value, name AS label FROM users
        WHERE ${floor} AND id = ANY(${uuidArray(team)}))`;
    }
  }
}

/**
 * `GET /api/leads/filter-options` (issue 19): the choices of a picker filter the caller may see, searched by
 * `q` (case-insensitive substring of the name; names starting with it first, then by name) or limited to
 * `values` (to label a bookmarked filter's chips; values of another scope are left out, ids that are not
 * UUIDs too), at most `limit`, `more` when more match. Values are what the list filter takes: campaign
 * name, platform (lower case), pool or user id.
 * @throws AppError VALIDATION (400, from the contract) for an unknown field or a bad limit.
 */
export async function filterOptions(
  db: Db,
  actor: Actor,
  q: FilterOptionsQuery,
): Promise<FilterOptionsResponse> {
  const relation = await candidates(db, actor, q.field);
  const conditions: SQL[] = [];
  const text = (q.q ?? '').toLowerCase();
  if (q.values) {
    const byId = q.field === 'POOL' || q.field === 'EMPLOYEE' || q.field === 'AFFILIATE';
    const values = byId ? q.values.filter((v) => UUID.test(v)).map((v) => v.toLowerCase()) : q.values;
    if (values.length === 0) return { rows: [], more: false };
    conditions.push(sql`c.value = ANY(${textArray(values)})`);
  }
  if (text) conditions.push(sql`lower(c.label) LIKE ${'%' + likeEscape(text) + '%'}`);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const prefix = text ? sql`(lower(c.label) LIKE ${likeEscape(text) + '%'}) DESC,` : sql``;
  const rows = await queryRows<{ value: string; label: string }>(
    db,
    sql`SELECT c.value, c.label FROM ${relation} AS c ${where}
        ORDER BY ${prefix} lower(c.label), c.value LIMIT ${q.limit + 1}`,
  );
  return { rows: rows.slice(0, q.limit), more: rows.length > q.limit };
}
