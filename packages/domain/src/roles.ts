import { z } from 'zod';

/** Roles (DESIGN.md §4). Order is rank: a higher index never outranks a lower one. */
export const ROLES = [
  'admin',
  'super_sales_manager',
  'sales_manager',
  'sales',
  'affiliate',
  'integration',
] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Feature keys of `allowedFeatures` (spec §6); menu item ids use the same keys. */
export const FEATURES = [
  'dashboard',
  'leads',
  'leadsImport',
  'leadsExport',
  'reports',
  'users',
  'pools',
  'accounts',
  'analytics',
  'campaigns',
  'sources',
  'deposits',
  'apiKeys',
  'integrations',
  // Domains and hosting (docs/decisions.md "Domains and hosting"): admins and super sales managers.
  'domains',
] as const;
export const FeatureSchema = z.enum(FEATURES);
export type Feature = z.infer<typeof FeatureSchema>;
export type AllowedFeatures = Partial<Record<Feature, boolean>>;

/** Default features per role; an admin may override single keys per user (`featureOverrides`). */
export const ROLE_FEATURES: Record<Role, readonly Feature[]> = {
  admin: FEATURES,
  // Everything but API keys: those belong to affiliates (and admins).
  super_sales_manager: FEATURES.filter((f) => f !== 'apiKeys'),
  sales_manager: [
    'dashboard',
    'leads',
    'leadsImport',
    'leadsExport',
    'reports',
    'pools',
    'analytics',
    // Read their team's campaigns and sources (issue 19 "Campaign decisions"; `canEditCampaigns`).
    'campaigns',
    'sources',
    'deposits',
  ],
  sales: ['dashboard', 'leads'],
  affiliate: ['dashboard', 'leads', 'leadsImport', 'analytics', 'apiKeys'],
  integration: ['leads'],
};

/**
 * The `allowedFeatures` map for a user: role defaults, then per-user overrides (true grants, false revokes).
 * Every feature key is present so the client can test `allowedFeatures[key]` directly (spec §6).
 */
export function featuresFor(
  role: Role,
  overrides: AllowedFeatures | null | undefined,
): Record<Feature, boolean> {
  const granted = new Set<Feature>(ROLE_FEATURES[role]);
  const out = {} as Record<Feature, boolean>;
  for (const f of FEATURES) {
    const o = overrides?.[f];
    out[f] = typeof o === 'boolean' ? o : granted.has(f);
  }
  return out;
}

/** Rank of a role: 0 is the highest. Used to stop a user granting a role above their own. */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** Roles that can be assigned leads (sales floor). */
export const ASSIGNABLE_ROLES: readonly Role[] = ['sales', 'sales_manager', 'super_sales_manager'];

/*
 * Role rules as named predicates (DESIGN.md §4, docs/decisions.md "Who may do what"): the one statement of
 * who may change leads, assign to whom, and manage which user or pool. Leads, CSV import, users and pools
 * call these; none keeps its own copy. They take plain shapes, so the web can ask the same questions.
 */

/** The caller as the rules need it. */
export interface RoleActor {
  id: string;
  role: Role;
}

/** A user as the rules need it: its role, whether it is active, and its manager. */
export interface RoleTarget {
  id: string;
  role: Role;
  active?: boolean;
  managerId: string | null;
}

const MANAGER_ROLES: readonly Role[] = ['admin', 'super_sales_manager', 'sales_manager'];

/** Roles that may change a lead they see (edit, status, funnel, quick actions): the sales floor and admins. */
export function canEditLeads(actor: RoleActor): boolean {
  return actor.role === 'admin' || ASSIGNABLE_ROLES.includes(actor.role);
}

/** Roles that may soft-delete leads, assign them to a pool or unassign them: admins and managers. */
export function canManageLeads(actor: RoleActor): boolean {
  return MANAGER_ROLES.includes(actor.role);
}

/** Only an admin sees deleted leads and restores them. */
export function isAdmin(actor: RoleActor): boolean {
  return actor.role === 'admin';
}

/**
 * API keys (intake, docs/decisions.md "Lead pipeline"): an affiliate owns keys for itself; an admin manages
 * any affiliate's keys. Nobody else holds or sees keys.
 */
export function canManageApiKeysOf(actor: RoleActor, owner: { id: string; role: Role }): boolean {
  if (owner.role !== 'affiliate') return false;
  return actor.role === 'admin' || (actor.role === 'affiliate' && actor.id === owner.id);
}

/** A new lead made by someone on the sales floor is assigned to its maker. */
export function isOnSalesFloor(role: Role): boolean {
  return ASSIGNABLE_ROLES.includes(role);
}

/**
 * `target` is in the actor's team: itself or a direct report; for a super sales manager also the reports
 * of its reports (`managerOfManager` is the target's manager's manager). Admins have everyone.
 */
export function isInTeam(actor: RoleActor, target: RoleTarget, managerOfManager?: string | null): boolean {
  if (actor.role === 'admin') return true;
  if (target.id === actor.id || target.managerId === actor.id) return true;
  return actor.role === 'super_sales_manager' && managerOfManager === actor.id;
}

/**
 * Leads may be assigned to `target` by `actor`: the target must be an active sales-floor user; admins assign
 * to anyone on the floor, a super sales manager to its team (`isInTeam`: itself, its reports and theirs;
 * `managerOfManager` is the target's manager's manager), a sales manager to itself or a direct report, a
 * salesperson only to itself. The same team as users, leads and pools (issue 18 item 3): one organisation's
 * super sales manager never hands leads to another's staff.
 */
export function canAssignTo(actor: RoleActor, target: RoleTarget, managerOfManager?: string | null): boolean {
  if (target.active === false || !isOnSalesFloor(target.role)) return false;
  if (actor.role === 'admin') return true;
  if (actor.role === 'super_sales_manager') return isInTeam(actor, target, managerOfManager);
  if (actor.role === 'sales_manager') return target.id === actor.id || target.managerId === actor.id;
  return isOnSalesFloor(actor.role) && target.id === actor.id;
}

/** Roles that may be another user's manager (`managerId`): admins and (super) sales managers. */
export function canBeManager(role: Role): boolean {
  return MANAGER_ROLES.includes(role);
}

/** An actor may grant or manage a role only strictly below its own; an admin every role. */
export function canManageRole(actor: RoleActor, role: Role): boolean {
  return actor.role === 'admin' || roleRank(role) > roleRank(actor.role);
}

/**
 * `actor` may manage the user `target` (docs/decisions.md "Users team scope"; issue 18 item 3): see it in
 * the users list, edit it, set its password, (de)activate it, change its role or its manager. An admin
 * manages everyone; anyone else only a user of its team (`isInTeam`: direct reports, and for a super sales
 * manager their reports too; `managerOfManager` is the target's manager's manager) whose role is strictly
 * below its own (`canManageRole`). Not itself: the users service allows a few self edits on its own.
 * The same team as leads and pools, so one super sales manager never reaches another organisation's staff.
 */
export function canManageUser(
  actor: RoleActor,
  target: RoleTarget,
  managerOfManager?: string | null,
): boolean {
  if (actor.role === 'admin') return true;
  if (target.id === actor.id) return false;
  return canManageRole(actor, target.role) && isInTeam(actor, target, managerOfManager);
}

/**
 * `manager` may be the manager (`managerId`) of a user of role `role`: it has a manager role
 * (`canBeManager`) that may manage that role (`canManageRole`: strictly above, or an admin). A user is
 * only ever moved under someone who may manage them, so the chain of managers keeps falling in rank.
 */
export function canBeManagerOf(manager: RoleActor, role: Role): boolean {
  return canBeManager(manager.role) && canManageRole(manager, role);
}

/**
 * An actor may edit or delete a pool when it is an admin, or a manager and every current member is in its
 * team (a pool with another team's member belongs to that team); it may add only members of its team.
 * `managerOf(id)` gives a user's manager, for the super sales manager's second level.
 */
export function canManagePool(
  actor: RoleActor,
  members: readonly RoleTarget[],
  managerOf: (id: string) => string | null = () => null,
): boolean {
  if (actor.role === 'admin') return true;
  if (!canManageLeads(actor)) return false;
  return members.every((m) => isInTeam(actor, m, m.managerId ? managerOf(m.managerId) : null));
}

/**
 * Who manages integrations (create, edit, see the delivery log of every lead, test, resume, replay):
 * admins and super sales managers (feature `integrations`). Secrets are never answered to anyone.
 */
export function canManageIntegrations(actor: RoleActor): boolean {
  return actor.role === 'admin' || actor.role === 'super_sales_manager';
}

/*
 * Lead distribution (issue 22, docs/decisions.md "Lead distribution (issue 22)"): buyers are integrations,
 * so whoever manages integrations manages buyers, flows, held leads and returns, and sees prices and flows.
 */

/** Who manages buyers, flows, the simulator, held leads and returns, and sees prices and flows. */
export function canManageDistribution(actor: RoleActor): boolean {
  return canManageIntegrations(actor);
}

/**
 * Who may send leads they see through their flows by hand (`POST /leads/distribute`): admins and
 * managers. Sales users and affiliates never pick: an affiliate's leads are distributed as they arrive.
 */
export function canDistributeLeads(actor: RoleActor): boolean {
  return MANAGER_ROLES.includes(actor.role);
}

/**
 * Who may post leads to an integration (spec §7 `leads/postToIntegration`): managers and affiliates, each
 * only leads it sees (an affiliate its own). Sales users and integration users do not.
 */
export function canPostToIntegration(actor: RoleActor): boolean {
  return MANAGER_ROLES.includes(actor.role) || actor.role === 'affiliate';
}

/*
 * Campaigns (issue 19 "Campaign decisions", docs/decisions.md "Pickers and campaign decisions"). Anyone
 * with the `campaigns` feature reads the campaigns list; an admin sees every campaign, anyone else the
 * campaigns of the leads it sees (its team scope), with figures, spend and cost per lead of those leads.
 */

/** Who may add and edit campaigns (name, Social ID, link, account): admins and super sales managers. */
export function canEditCampaigns(actor: RoleActor): boolean {
  return actor.role === 'admin' || actor.role === 'super_sales_manager';
}

/**
 * Who may pause and resume a campaign (its intake and hosted pages stop and start): admins any campaign,
 * managers (`canManageLeads`) a campaign of their scope (`campaignInScope`: one of its live leads is theirs
 * to see, or they created it). Sales users and affiliates never.
 */
export function canPauseCampaign(actor: RoleActor, campaignInScope: boolean): boolean {
  if (actor.role === 'admin') return true;
  return canManageLeads(actor) && campaignInScope;
}

/** True when the campaigns list of `actor` is limited to the campaigns of its leads (not an admin). */
export function campaignsByLeadScope(actor: RoleActor): boolean {
  return actor.role !== 'admin';
}
