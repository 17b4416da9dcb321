import { sql, type SQL } from 'drizzle-orm';
import { campaignsByLeadScope } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../plugins/auth.js';
import { facetHas, leadOwnerCondition } from '../leads/index.js';

/**
 * Which campaigns `actor` may see and manage (issue 19 "Campaign decisions", roles.ts
 * `campaignsByLeadScope`), as a condition over `campaigns` aliased `c`; undefined for admins (every
 * campaign). Anyone else: the campaigns of its visible live leads (read from `lead_facet_counts`, the
 * campaign facet per owner the triggers keep, probed by its key `(facet, value, …)`: no scan of
 * `leads`), and the campaigns it created.
 */
export async function campaignScopeCondition(db: Db, actor: Actor): Promise<SQL | undefined> {
  if (!campaignsByLeadScope(actor)) return undefined;
  const owner = await leadOwnerCondition(db, actor);
  const ofLeads = owner ? facetHas('campaign', sql`c.name`, owner) : sql`true`;
  return sql`(${ofLeads} OR c.created_by = ${actor.id}::uuid)`;
}
