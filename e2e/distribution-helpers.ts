import { vi } from 'vitest';
import { ADMIN } from './harness';

/*
 * The distribution journey's API side (e2e/distribution.e2e.ts): calls with the admin's token, polling for a
 * state, the buyers and affiliate it starts from, and the intake leads it posts.
 */

export async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Polls `read` until `done` holds (vitest's waitFor, every 250 ms, up to `ms`); answers that value. */
export function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`not reached yet: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: ms, interval: 250 },
  );
}

export interface Seeded {
  token: string;
  /** The affiliate's API key (the leads are posted once the flow exists). */
  key: string;
}

/** Buyer B on the partner's `/accept` (sending `x-buyer: B`), its integration user, an affiliate's key. */
export async function seed(baseUrl: string, partnerUrl: string): Promise<Seeded> {
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/auth', {
    username: ADMIN.email,
    password: ADMIN.password,
  });
  const user = (role: string, name: string) =>
    call<{ id: string }>(
      baseUrl,
      'POST',
      '/users',
      {
        name,
        email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
        password: 'E2e-Dist-Pass-2026!',
        role,
        active: true,
      },
      token,
    );
  const bot = await user('integration', 'Buyer Bot');
  const affiliate = await user('affiliate', 'Dana Affiliate');
  const buyer = (name: string, tag: string, distribution: unknown) =>
    call<{ integration: { id: string } }>(
      baseUrl,
      'POST',
      '/integrations',
      {
        userId: bot.id,
        name,
        url: `${partnerUrl}/accept`,
        headers: [{ name: 'x-buyer', value: tag }],
        mapping: [{ target: 'email', source: 'email' }],
        customerIdPath: 'data.customerId',
        distribution,
      },
      token,
    );
  // Buyer A (the day cap of 3) is made in the integration form by the first test.
  await buyer('Buyer B', 'B', {});
  const { key } = await call<{ key: string }>(
    baseUrl,
    'POST',
    '/api-keys',
    { name: 'Dist page', userId: affiliate.id },
    token,
  );
  return { token, key };
}

/** POSTs each of `bodies` to `path` in turn (`auth`: a bearer token or an intake key); answers their ids. */
async function postEach(baseUrl: string, path: string, auth: string, bodies: object[]): Promise<string[]> {
  const ids: string[] = [];
  for (const body of bodies) ids.push((await call<{ id: string }>(baseUrl, 'POST', path, body, auth)).id);
  return ids;
}

/** Posts 10 intake leads from the UAE with the affiliate's key; answers their ids. */
export function postTen(baseUrl: string, key: string): Promise<string[]> {
  const leads = Array.from({ length: 10 }, (_, i) => ({
    firstName: `Route${i}`,
    lastName: 'Lead',
    email: `route.${i}@example.com`,
    phoneNumber: `50000077${String(i).padStart(2, '0')}`,
    country: 'AE',
  }));
  return postEach(baseUrl, '/intake/leads', key, leads);
}

/** Puts the integration's buyer settings (`PUT /api/integrations/:id`), its other settings as stored. */
export async function putBuyerSettings(
  baseUrl: string,
  token: string,
  id: string,
  distribution: Record<string, unknown>,
): Promise<void> {
  const i = await call<Record<string, unknown>>(baseUrl, 'GET', `/integrations/${id}`, undefined, token);
  const keep = ['name', 'url', 'method', 'bodyFormat', 'headers', 'mapping', 'customerIdPath'] as const;
  const body: Record<string, unknown> = Object.fromEntries(keep.map((k) => [k, i[k]]));
  Object.assign(body, {
    rejectStatuses: i.rejectStatuses,
    rejectText: i.rejectText,
    rateLimitPerSecond: i.rateLimitPerSecond,
    active: i.active,
    distribution,
  });
  await call(baseUrl, 'PUT', `/integrations/${id}`, body, token);
}

/** The buyers' integration ids by name (`GET /api/distribution/buyers`). */
export async function buyerIdsOf(baseUrl: string, token: string): Promise<Record<string, string>> {
  const { rows } = await call<{ rows: Array<{ integrationId: string; name: string }> }>(
    baseUrl,
    'GET',
    '/distribution/buyers',
    undefined,
    token,
  );
  return Object.fromEntries(rows.map((b) => [b.name, b.integrationId]));
}

/**
 * Adds `n` leads from `country` by hand (`POST /api/leads`, as the add-lead form does): no flow takes them,
 * since adding a lead does not distribute it. Named `Manual1 Hand` … with unique phones and emails.
 */
export async function addByHand(baseUrl: string, token: string, country: string, n: number): Promise<void> {
  const leads = Array.from({ length: n }, (_, k) => ({
    firstName: `Manual${k + 1}`,
    lastName: 'Hand',
    email: `manual.${k + 1}@example.com`,
    phoneNumber: `+9745500${k + 1}999`,
    country,
  }));
  await postEach(baseUrl, '/leads', token, leads);
}
