/** Public surface of the domains feature (issue 12 §5): the screen is loaded by the router (lazy). */
export type { DomainsTranslation } from './i18n/en';
