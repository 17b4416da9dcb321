import { sql } from 'drizzle-orm';
import type { Role } from '@leadhouse/domain';
import { queryRows } from '../lib/sql.js';
import { makeUser, signInAs, type Signed, type TestApp } from './test-app.js';

/*
 * Two organisations for authorization matrices (SECURITY.md: "same role but another owner"): each has a
 * super sales manager, a sales manager under it and a salesperson under that manager; plus an admin.
 * Matrix tests snapshot whole tables around every denied request to prove it changed nothing.
 */

export type { Signed } from './test-app.js';

/** One organisation's chain: super sales manager → sales manager → sales. */
export interface Org {
  ssm: Signed;
  sm: Signed;
  sales: Signed;
}

export interface TwoOrgs {
  admin: Signed;
  a: Org;
  b: Org;
}

async function signed(t: TestApp, role: Role, managerId: string | null = null): Promise<Signed> {
  const user = await makeUser(t, { role, managerId });
  return { user, headers: await signInAs(t, user) };
}

async function org(t: TestApp): Promise<Org> {
  const ssm = await signed(t, 'super_sales_manager');
  const sm = await signed(t, 'sales_manager', ssm.user.id);
  const sales = await signed(t, 'sales', sm.user.id);
  return { ssm, sm, sales };
}

/** An admin and the organisations A and B, every user signed in. */
export async function twoOrgs(t: TestApp): Promise<TwoOrgs> {
  return { admin: await signed(t, 'admin'), a: await org(t), b: await org(t) };
}

/** Every row of `table` (ordered by id) as JSON text: equal snapshots mean nothing changed. */
export async function snapshot(t: TestApp, table: 'users' | 'intake_rules' | 'pools'): Promise<string> {
  const rows = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`SELECT to_jsonb(x)::text AS row FROM ${sql.identifier(table)} x ORDER BY x.id`,
  );
  return JSON.stringify(rows);
}
