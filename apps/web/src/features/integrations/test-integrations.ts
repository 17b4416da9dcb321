import type { Delivery, Integration, User } from '@leadhouse/domain';
import { adminUser } from '../../test/fixtures';

// Test data of the integrations feature (shapes of the domain contracts).

/** The integration's user ("Broker One"): a user like the admin fixture, in the `integration` role. */
export const INTEGRATION_USER: User = {
  ...adminUser,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Broker One',
  email: 'broker.one@example.com',
  username: 'broker.one@example.com',
  role: 'integration',
};

export function makeIntegration(overrides: Partial<Integration> = {}): Integration {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    userId: INTEGRATION_USER.id,
    userName: INTEGRATION_USER.name,
    name: 'Broker One CRM',
    url: 'https://crm.broker.example/leads',
    method: 'POST',
    bodyFormat: 'json',
    headers: [
      { name: 'X-Source', value: 'leadhouse', secret: false },
      { name: 'Authorization', value: null, secret: true },
    ],
    mapping: [
      { target: 'email', source: 'email' },
      { target: 'brand', value: 'gold' },
    ],
    customerIdPath: 'data.customerId',
    rejectStatuses: [400, 422],
    rejectText: null,
    rateLimitPerSecond: 10,
    active: true,
    pausedAt: null,
    pausedReason: null,
    consecutiveFailures: 0,
    counts: { accepted: 4, error: 1 },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    integrationId: '33333333-3333-4333-8333-333333333333',
    integrationName: 'Broker One CRM',
    leadId: '55555555-5555-4555-8555-555555555555',
    state: 'accepted',
    attempts: 1,
    nextAttemptAt: null,
    customerId: 'c-77',
    lastError: null,
    replays: 0,
    returnedAt: null,
    byDistribution: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:01.000Z',
    ...overrides,
  };
}
