/** Public surface of the leads feature for other features: links to the list filtered to given leads. */
export { leadsListHref, TZ_PARAM, type LeadFilters } from './lead-list-state';
