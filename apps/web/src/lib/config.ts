/** Where the "contact support" links point. */
export const SUPPORT_EMAIL = 'support@leadhouse.example';

/** localStorage key of the header's recent searches. */
export const RECENT_SEARCH_STORAGE_KEY = 'recentSearches';

/** Debounce of list search boxes, in ms. */
export const SEARCH_DEBOUNCE_MS = 400;
