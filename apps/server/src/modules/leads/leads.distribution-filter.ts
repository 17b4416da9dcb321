import { sql, type SQL } from 'drizzle-orm';
import type { DistributionFilterValue } from '@leadhouse/domain';
import { distributionSends, leadDistributions, leads } from '../../db/schema/index.js';
import { textArray } from './leads.sql.js';

/*
 * The leads list's DISTRIBUTION filter (issue 22; docs/decisions.md "A lead list by distribution state").
 * The distribution module imports leads, so this reads its two tables from the shared schema instead of
 * through that module.
 */

/**
 * The condition of DISTRIBUTION `values` over `leads` (values ORed): `none` = no route, a route state = its
 * route is in it now, `returned` = a buyer returned it at least once (the dashboard's returned tile).
 * Undefined for no value.
 */
export function distributionCondition(values: readonly DistributionFilterValue[]): SQL | undefined {
  if (values.length === 0) return undefined;
  const states = values.filter((v) => v !== 'none' && v !== 'returned');
  const conditions: SQL[] = [];
  if (values.includes('none'))
    conditions.push(sql`NOT EXISTS (SELECT 1 FROM ${leadDistributions} d WHERE d.lead_id = ${leads.id})`);
  if (states.length > 0)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${leadDistributions} d WHERE d.lead_id = ${leads.id} AND d.state = ANY(${textArray(states)}))`,
    );
  if (values.includes('returned'))
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${distributionSends} s WHERE s.lead_id = ${leads.id} AND s.status = 'returned')`,
    );
  return sql`(${sql.join(conditions, sql` OR `)})`;
}
