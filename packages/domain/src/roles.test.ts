import { describe, expect, it } from 'vitest';
import { canBeManagerOf, canManageUser, type RoleActor, type RoleTarget } from './roles.js';

/** The users team scope predicates (docs/decisions.md "Authorization"), on plain shapes. */
describe('canManageUser and canBeManagerOf', () => {
  const ssmA: RoleActor = { id: 'ssmA', role: 'super_sales_manager' };
  const smA: RoleTarget = { id: 'smA', role: 'sales_manager', managerId: 'ssmA' };
  const salesA: RoleTarget = { id: 'salesA', role: 'sales', managerId: 'smA' };
  const smB: RoleTarget = { id: 'smB', role: 'sales_manager', managerId: 'ssmB' };
  const peer: RoleTarget = { id: 'ssmC', role: 'super_sales_manager', managerId: 'ssmA' };

  it('a super sales manager manages its two levels below its rank, nobody else', () => {
    expect(canManageUser(ssmA, smA)).toBe(true);
    expect(canManageUser(ssmA, salesA, 'ssmA')).toBe(true);
    expect(canManageUser(ssmA, salesA, 'someoneElse')).toBe(false);
    expect(canManageUser(ssmA, smB, null)).toBe(false);
    expect(canManageUser(ssmA, peer)).toBe(false); // in its team by manager, but not below its rank
    expect(canManageUser(ssmA, { id: 'ssmA', role: 'super_sales_manager', managerId: null })).toBe(false);
  });

  it('an admin manages everyone; a sales manager its direct reports only', () => {
    expect(canManageUser({ id: 'adm', role: 'admin' }, smB)).toBe(true);
    const sm: RoleActor = { id: 'smA', role: 'sales_manager' };
    expect(canManageUser(sm, salesA)).toBe(true);
    expect(canManageUser(sm, { id: 'x', role: 'sales', managerId: 'other' })).toBe(false);
  });

  it('a manager must outrank the user it manages', () => {
    expect(canBeManagerOf({ id: 'a', role: 'admin' }, 'admin')).toBe(true);
    expect(canBeManagerOf(ssmA, 'sales_manager')).toBe(true);
    expect(canBeManagerOf({ id: 's', role: 'sales_manager' }, 'sales_manager')).toBe(false);
    expect(canBeManagerOf({ id: 's', role: 'sales_manager' }, 'super_sales_manager')).toBe(false);
    expect(canBeManagerOf({ id: 's', role: 'sales' }, 'affiliate')).toBe(false);
  });
});
