import type { ApiKeyCreated } from '@leadhouse/domain';
import { actorWith, type TestApp } from '../../test/test-app.js';
import { nextDigits } from '../leads/leads.test-helpers.js';

/** An affiliate with a fresh API key (created through the API). */
export async function affiliateWithKey(t: TestApp) {
  const aff = await actorWith(t, 'affiliate');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: aff.headers,
    payload: { name: 'Test key' },
  });
  const key = res.json<ApiKeyCreated>();
  return { ...aff, key: key.key, keyId: key.id };
}

let n = 0;
/** A valid intake body with a unique phone and email. */
export function intakeBody(fields: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Layla',
    lastName: 'Haddad',
    phoneNumber: nextDigits(),
    email: `intake.${Date.now().toString(36)}.${n}@example.com`,
    country: 'SA',
    campaign: 'Spring-Promo',
    ...fields,
  };
}

/** Posts a lead to the intake with `key` (as a bearer token unless `header` says X-Api-Key). */
export function postLead(
  t: TestApp,
  key: string | undefined,
  payload: unknown,
  extra: Record<string, string> = {},
  header: 'bearer' | 'x-api-key' = 'bearer',
) {
  const auth =
    key === undefined ? {} : header === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key };
  return t.app.inject({
    method: 'POST',
    url: '/api/intake/leads',
    headers: { ...auth, ...extra },
    payload: payload as object,
  });
}
