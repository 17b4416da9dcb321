/** Public surface of the analytics feature (issue 11): ad groups, last days, campaigns, sources. */
export { ANALYTICS_TABS, type AnalyticsTab } from './components/analytics-page';
