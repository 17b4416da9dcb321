/**
 * Business constants shared by server and web (spec §9).
 * Durations are in milliseconds unless the name says otherwise.
 */

/** Paging defaults (spec §9 "Paging and windows"). */
export const PAGE_SIZE = {
  default: 50,
  leads: 40,
  users: 40,
  accounts: 100,
  search: 50,
  campaigns: 50,
  pools: 50,
  salesUsers: 60,
} as const;

/** Largest page size any list accepts; protects the database from unbounded pages. */
export const MAX_PAGE_SIZE = 500;

/**
 * Deepest row a leads page may start at when jumped to by page number (`(page - 1) × limit`): an offset
 * walks that many index entries (~1 ms per 1,000 at 1M leads), so a jump stays ≤ ~100 ms. Deeper pages are
 * reached with the keyset cursor ("next"), which costs what page 1 costs (issue 13).
 */
export const MAX_LEAD_JUMP_OFFSET = 100_000;

/**
 * Longest custom period of the account statistics, in days (issue 12): the answer carries a daily series per
 * account (up to 500 accounts), so an unbounded range would build millions of points.
 */
export const MAX_STATS_PERIOD_DAYS = 366;

/** Session constants (spec §9 "Session"). */
export const SESSION = {
  /** Token lifetime and cookie lifetime: 1 day. */
  tokenTtlSeconds: 24 * 60 * 60,
  cookieDays: 1,
  cookieKeys: { token: 'token', user: 'user', expiry: 'tokenExpiryTime' },
  storageKeys: { allowedFeatures: 'allowedFeatures', staticData: 'staticData', settings: 'sideNav' },
} as const;

/** Timings from spec §4 and §9. */
export const TIMINGS = {
  forgotPasswordRedirectMs: 1500,
  snackbarMs: 3000,
  toasterMs: 8500,
  recentSearchPauseMs: 3000,
  settingsPersistDebounceMs: 1000,
  /** The card radius slider applies its value this long after the last move (spec §9). */
  cardRadiusDebounceMs: 1000,
} as const;

/** Header search: recent keyword list size (spec §2, §9). */
export const RECENT_SEARCH_MAX = 7;

/** Text fields are displayed cut at this many characters (spec §9). */
export const DISPLAY_TEXT_MAX = 40;

/** Date display format (spec §9). */
export const DATE_DISPLAY_FORMAT = 'DD.MM.YYYY HH:mm';

/** Password reset links expire after this many minutes. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** Failed sign-ins allowed per account inside the window before 429 (SECURITY.md: at most 100/hour). */
export const SIGN_IN_LIMIT = { maxFailures: 10, windowMinutes: 15 } as const;

/** Minimum password length for new passwords (sign-up, reset, user form). */
export const PASSWORD_MIN_LENGTH = 8;
