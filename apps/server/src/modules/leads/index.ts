/*
 * The leads module's public surface: what other modules (CSV import/export) and the scripts may use.
 * Anything not re-exported here is internal to the module.
 */
export { leadsRoutes } from './leads.routes.js';
/** The list's visibility scope, for the list benchmark (scripts/bench-leads-measure.ts). */
export { listScope } from './leads.read.service.js';
export { leadOwnerCondition, leadScope, type LeadState } from './leads.visibility.js';
export { filterConditions } from './leads.filters.js';
/** Whether a facet value has live leads in a scope (the campaigns list's scope, issue 19). */
export { facetHas } from './leads.filter-options.js';
export { keysetAfter, leadOrder, sortExpression, sortKeys, type SortKey } from './leads.sort.js';
/** The list SQL and the bulk statement, run raw by the benchmark (scripts/bench.ts). */
export { listQueries } from './leads.list.repository.js';
export { applyChange } from './leads.repository.js';
/** Round-robin pool assignment parts, for the intake (a new lead goes to the pool member whose turn it is). */
export { activePoolMembers, lockPool, setPoolCursor } from './leads.repository.js';
/** One `lead.assigned` per new assignee, for the CSV import (its leads' assignees hear of them once). */
export { notifyAssigned, type AssigneeGroup } from './leads.notify.js';
