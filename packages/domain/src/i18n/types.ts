import type { DistributionFilterValue } from '../distribution-states.js';
import type { LeadColumn } from '../lead-fields.js';
import type { FUNNEL_FILTER_VALUES, INTEGRATION_STATES, LeadFilterKey } from '../lead-filters.js';
import type { LeadStatus, QuickActionId, QuickFilterId } from '../leads.js';
import type { MESSAGES, VALIDATION } from '../messages.js';
import type { PROBLEMS } from '../problems.js';
import type { Role } from '../roles.js';

/**
 * What every language states about the domain's own enums and messages (issue 20 §1): one label per lead
 * status, funnel, lead column, filter, quick filter and action, role and integration state, and one text
 * per message key. Each group is a `Record` over the enum, so a new status, column, role or message fails
 * the type check until all six languages (`en.ts` … `zh.ts`) have it. The web shows these labels (its
 * feature catalogues read them from here), the server answers its messages in them.
 */
export interface DomainTexts {
  /** Lead statuses (spec §4), shown lowercase. */
  statuses: Record<LeadStatus, string>;
  /** Funnel stages and 'No Funnel', keyed by the stored value. */
  funnels: Record<(typeof FUNNEL_FILTER_VALUES)[number], string>;
  /** The leads grid's columns (lead-fields.ts `LEAD_COLUMNS`). */
  columns: Record<LeadColumn, string>;
  /** A lead's integration send state (the INTEGRATION filter's values). */
  integrationStates: Record<(typeof INTEGRATION_STATES)[number], string>;
  /** A lead's distribution state and `none` (the DISTRIBUTION filter's values; issue 22). */
  distributionStates: Record<DistributionFilterValue, string>;
  /** The filters of spec §2 (lead-filters.ts `LEAD_FILTERS`). */
  filters: Record<LeadFilterKey, string>;
  quickFilters: Record<QuickFilterId, string>;
  quickActions: Record<QuickActionId, string>;
  roles: Record<Role, string>;
  /** Message keys `validation.<name>`, `messages.<name>`, `problems.<name>` (messages.ts). */
  validation: Record<keyof typeof VALIDATION, string>;
  messages: Record<keyof typeof MESSAGES, string>;
  problems: Record<keyof typeof PROBLEMS, string>;
}
