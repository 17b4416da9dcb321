import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };

/**
 * The accounts list with no accounts and no plan types; saving a plan type answers it as stored (the sent
 * `planType` with an id and a creation time).
 */
function mockPlanTypesApi(planType: Record<string, unknown>) {
  const saved = {
    id: '88888888-8888-4888-8888-888888888888',
    ...planType,
    createdAt: '2026-03-01T10:00:00.000Z',
  };
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/accounts') return { body: { rows: [], count: 0 } };
    if (url.pathname === '/api/accounts/types') return { body: { rows: [] } };
    if (url.pathname === '/api/accounts/activateType') return { body: saved };
    return undefined;
  });
}

/** Opens the accounts list, then its "Plan types" dialog, as a user does; answers the user and the dialog. */
async function openPlanTypes() {
  renderApp('/accounts');
  await screen.findByRole('grid', { name: 'Accounts' }, SLOW);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Plan types' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Plan types' }) };
}

/** Creates the plan type typed in `dialog`, waits for its confirmation and answers the body sent. */
async function createPlanType(user: UserEvent, dialog: HTMLElement, calls: FetchCall[]) {
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  await screen.findByText('Plan type saved');
  return waitFor(() => {
    const sent = calls.find((c) => c.url === '/api/accounts/activateType');
    expect(sent).toBeDefined();
    return sent?.body;
  });
}

describe('accounts list', { timeout: 120_000 }, () => {
  it('an admin defines a plan type in major units (sent in minor units)', async () => {
    signInAs();
    const gold = {
      name: 'Gold',
      price: 4999,
      currency: 'USD',
      periodDays: 30,
      leadsPerDay: 200,
      active: true,
    };
    const calls = mockPlanTypesApi(gold);
    const { user, dialog } = await openPlanTypes();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gold');
    await user.type(within(dialog).getByLabelText(/^Amount/), '49.99');
    await user.type(within(dialog).getByLabelText(/^Leads per day/), '200');
    expect(await createPlanType(user, dialog, calls)).toEqual(gold);
  });

  it('a plan type in another currency is sent in that currency’s minor units', async () => {
    signInAs();
    const kuwait = {
      name: 'Kuwait Basic',
      price: 12345,
      currency: 'KWD',
      periodDays: 30,
      leadsPerDay: null,
      active: true,
    };
    const calls = mockPlanTypesApi(kuwait);
    const { user, dialog } = await openPlanTypes();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kuwait Basic');
    const currency = within(dialog).getByLabelText(/^Currency/);
    await user.clear(currency);
    await user.type(currency, 'kwd');
    await user.type(within(dialog).getByLabelText(/^Amount/), '12.345');
    expect(await createPlanType(user, dialog, calls)).toEqual(kuwait);
  });
});
