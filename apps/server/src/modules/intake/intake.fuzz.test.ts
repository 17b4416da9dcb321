import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@leadhouse/domain';
import { ENGINES, useTestApp } from '../../test/test-app.js';
import { affiliateWithKey, intakeBody, postLead } from './intake.test-helpers.js';

/**
 * No 5xx from anything an affiliate can post (SECURITY.md): the generic fuzz test reaches the intake only
 * with a session token (401), so this one posts with a valid API key: valid bodies with one field replaced
 * by a hostile value, random extra keys, and random `Idempotency-Key` headers.
 */
const HOSTILE = fc.oneof(
  fc.constantFrom('', ' ', '__proto__', 'constructor', 'x'.repeat(5000), '0000-01-01', '1e309', 'NaN', '-1'),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'country',
  'campaign',
  'personal',
  'uri',
  'gclid',
  'platform',
  'ip',
  'extra',
  'visitorId',
  'utm_source',
  'role',
  '__proto__',
];

describe.each(ENGINES)('intake fuzz on %s', (engine) => {
  const t = useTestApp(engine, { intakeRatePerMinute: 100_000 });
  let key: string;
  beforeAll(async () => {
    key = (await affiliateWithKey(t)).key;
  });

  it('hostile fields and headers never answer 5xx; errors have the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FIELDS),
        HOSTILE,
        fc.option(fc.string({ maxLength: 30 })),
        async (field, value, idem) => {
          const body: Record<string, unknown> = intakeBody();
          Object.defineProperty(body, field, { value, enumerable: true, configurable: true, writable: true });
          const res = await postLead(t, key, body, idem === null ? {} : { 'idempotency-key': idem });
          expect(res.statusCode, `${field}=${JSON.stringify(value)} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(ErrorResponseSchema.safeParse(res.json()).success).toBe(true);
        },
      ),
      { numRuns: 150, seed: 20_261_123 },
    );
  });
});
