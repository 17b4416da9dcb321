import Cookies from 'js-cookie';
import {
  SESSION,
  StaticDataSchema,
  UserSchema,
  type AllowedFeatures,
  type Feature,
  type StaticData,
  type User,
} from '@leadhouse/domain';

/** What the browser keeps about the signed-in user (spec §9 "Session"). */
export interface StoredSession {
  token: string | null;
  user: User | null;
  tokenExpiryTime: number | null;
  allowedFeatures: AllowedFeatures;
  staticData: StaticData | null;
}

const { cookieKeys, storageKeys, cookieDays } = SESSION;

/** Reads the `exp` claim of a JWT and returns it in milliseconds, or null when unreadable. */
export function tokenExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && 'exp' in parsed && typeof parsed.exp === 'number') {
      return parsed.exp * 1000;
    }
    return null;
  } catch {
    return null;
  }
}

function readJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Keeps a fresh session: token, user and expiry in cookies; features and static data in localStorage. */
export function saveSession(data: {
  token: string;
  user: User;
  allowedFeatures: AllowedFeatures;
  staticData: StaticData;
}): void {
  const expiry = tokenExpiryMs(data.token) ?? Date.now() + SESSION.tokenTtlSeconds * 1000;
  const options = { expires: cookieDays, sameSite: 'strict' as const, path: '/' };
  Cookies.set(cookieKeys.token, data.token, options);
  Cookies.set(cookieKeys.user, JSON.stringify(data.user), options);
  Cookies.set(cookieKeys.expiry, String(expiry), options);
  saveProfile(data);
}

/** Refreshes what `/users/me` returns without touching the token. */
export function saveProfile(data: {
  user: User;
  allowedFeatures: AllowedFeatures;
  staticData: StaticData;
}): void {
  if (Cookies.get(cookieKeys.token)) {
    Cookies.set(cookieKeys.user, JSON.stringify(data.user), {
      expires: cookieDays,
      sameSite: 'strict',
      path: '/',
    });
  }
  localStorage.setItem(storageKeys.allowedFeatures, JSON.stringify(data.allowedFeatures));
  localStorage.setItem(storageKeys.staticData, JSON.stringify(data.staticData));
}

/** Reads the stored session; missing or broken values read as empty (spec §9). */
export function readSession(): StoredSession {
  const cookies = Cookies.get();
  const user = UserSchema.safeParse(readJson(cookies[cookieKeys.user]));
  const features = readJson(localStorage.getItem(storageKeys.allowedFeatures));
  const staticData = StaticDataSchema.safeParse(readJson(localStorage.getItem(storageKeys.staticData)));
  return {
    ...tokenOf(cookies),
    user: user.success ? user.data : null,
    allowedFeatures: features && typeof features === 'object' ? (features as AllowedFeatures) : {},
    staticData: staticData.success ? staticData.data : null,
  };
}

/** The token and its expiry (ms) from the session cookies (`Cookies.get()`, every cookie of the page). */
function tokenOf(cookies: Record<string, string>): Pick<StoredSession, 'token' | 'tokenExpiryTime'> {
  const expiry = Number(cookies[cookieKeys.expiry]);
  return {
    token: cookies[cookieKeys.token] ?? null,
    tokenExpiryTime: Number.isFinite(expiry) && expiry > 0 ? expiry : null,
  };
}

/** Authenticated while a token exists and its expiry lies in the future (spec §4). */
export function isAuthenticated(
  session: Pick<StoredSession, 'token' | 'tokenExpiryTime'>,
  now = Date.now(),
): boolean {
  return Boolean(session.token) && session.tokenExpiryTime !== null && session.tokenExpiryTime > now;
}

/**
 * The bearer token when the session is still valid. Every API request asks for it, so it reads the two
 * cookies it needs in one cookie read, not the whole session (the user and the static data parsed again
 * cost ~7 ms a request in a page load's profile, docs/benchmarks.md "Session 40").
 */
export function currentToken(): string | null {
  const session = tokenOf(Cookies.get());
  return isAuthenticated(session) ? session.token : null;
}

/** A feature is permitted when its key is truthy (spec §6). */
export function isFeatureAllowed(features: AllowedFeatures, feature: Feature): boolean {
  return Boolean(features[feature]);
}

/** Logout: removes the cookies and fully clears localStorage (spec §9). */
export function clearSession(): void {
  for (const key of Object.values(cookieKeys)) Cookies.remove(key, { path: '/' });
  localStorage.clear();
}

/** A failed sign-in clears the auth data (spec §4) but keeps the language and appearance choices. */
export function clearAuthData(): void {
  for (const key of Object.values(cookieKeys)) Cookies.remove(key, { path: '/' });
  localStorage.removeItem(storageKeys.allowedFeatures);
  localStorage.removeItem(storageKeys.staticData);
}
