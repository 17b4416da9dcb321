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
] as const;
export const FeatureSchema = z.enum(FEATURES);
export type Feature = z.infer<typeof FeatureSchema>;
export type AllowedFeatures = Partial<Record<Feature, boolean>>;

/** Default features per role; an admin may override single keys per user (`featureOverrides`). */
export const ROLE_FEATURES: Record<Role, readonly Feature[]> = {
  admin: FEATURES,
  super_sales_manager: [
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
  ],
  sales_manager: ['dashboard', 'leads', 'leadsImport', 'leadsExport', 'reports', 'pools', 'analytics'],
  sales: ['dashboard', 'leads'],
  affiliate: ['dashboard', 'leads', 'leadsImport', 'analytics'],
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
