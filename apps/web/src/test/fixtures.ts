import type { AllowedFeatures, MeResponse, StaticData, User } from '@leadhouse/domain';
import {
  DEFAULT_QUICK_ACTIONS,
  DEFAULT_QUICK_FILTERS,
  FEATURES,
  LEAD_FUNNELS,
  LEAD_STATUSES,
  ROLES,
} from '@leadhouse/domain';
import { saveSession } from '../lib/session';

/** A JWT-shaped token whose `exp` is `secondsFromNow` away (signature not checked by the client). */
export function fakeToken(secondsFromNow = 3600): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', iat: now, exp: now + secondsFromNow, tv: 0 })}.sig`;
}

export const adminUser: User = {
  id: '7f0f3c2e-7d1c-4a55-9a8e-8b1c0d8f1a01',
  name: 'Ada Admin',
  email: 'admin@example.com',
  username: 'admin@example.com',
  picture: null,
  role: 'admin',
  stageName: null,
  active: true,
  managerId: null,
  featureOverrides: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  lastLoginAt: null,
};

export const staticData: StaticData = {
  quickLeadFilters: DEFAULT_QUICK_FILTERS,
  quickActions: DEFAULT_QUICK_ACTIONS,
  userRoles: [...ROLES],
  leadStatuses: [...LEAD_STATUSES],
  leadFunnels: [...LEAD_FUNNELS],
  countries: [],
};

/** Every feature on, except the ones listed. */
export function featuresExcept(
  ...off: (typeof FEATURES)[number][]
): Record<(typeof FEATURES)[number], boolean> {
  return Object.fromEntries(FEATURES.map((f) => [f, !off.includes(f)])) as Record<
    (typeof FEATURES)[number],
    boolean
  >;
}

export function meResponse(allowedFeatures: MeResponse['allowedFeatures'] = featuresExcept()): MeResponse {
  return { user: adminUser, staticData, allowedFeatures };
}

/** Stores a valid signed-in session, as after a sign-in. */
export function signInAs(allowedFeatures: AllowedFeatures = featuresExcept()): void {
  saveSession({ token: fakeToken(), user: adminUser, staticData, allowedFeatures });
}
