import { z } from 'zod';
import { LeadFunnelSchema, LeadStatusSchema, QuickActionSchema, QuickFilterSchema } from './leads.js';
import { RoleSchema } from './roles.js';

/** `staticData` of the login response (spec §3). */
export const StaticDataSchema = z.object({
  quickLeadFilters: z.array(QuickFilterSchema),
  quickActions: z.array(QuickActionSchema),
  userRoles: z.array(RoleSchema),
  leadStatuses: z.array(LeadStatusSchema),
  leadFunnels: z.array(LeadFunnelSchema),
  countries: z.array(z.object({ code: z.string(), name: z.string(), dialCode: z.string() })),
});
export type StaticData = z.infer<typeof StaticDataSchema>;
