import type { AccountDetail, MoneyResult } from '@leadhouse/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };
const ID = '44444444-4444-4444-8444-444444444444';
/** The contract's required-field message (MSG.validation.required) as the English catalogue shows it. */
const REQUIRED = 'Required';

const account = {
  id: ID,
  _id: ID,
  stageName: 'Zeta Media',
  username: 'Zeta Media',
  currency: 'USD',
  funds: 1_000_00,
  overdraftLimit: 0,
  active: true,
  integrationId: null,
  apiKeyIds: [],
  type: null,
  nextType: null,
  periodStart: null,
  periodEnd: null,
  paid: true,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const detail: AccountDetail = {
  account,
  ledger: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      accountId: ID,
      kind: 'top_up',
      amount: 1_000_00,
      currency: 'USD',
      description: null,
      campaignId: null,
      occurredOn: '2026-03-01',
      reversesId: null,
      reversedById: null,
      createdBy: null,
      createdByName: 'Admin One',
      createdAt: '2026-03-01T10:00:00.000Z',
    },
    {
      id: '55555555-5555-4555-8555-555555555556',
      accountId: ID,
      kind: 'plan_charge',
      amount: -30_00,
      currency: 'USD',
      description: 'Automatic renewal: Basic',
      campaignId: null,
      occurredOn: '2026-03-02',
      reversesId: null,
      reversedById: null,
      createdBy: null,
      createdByName: null,
      createdAt: '2026-03-02T10:00:00.000Z',
    },
  ],
  activations: [],
  campaigns: [{ id: '66666666-6666-4666-8666-666666666666', name: 'Spring-Promo' }],
  check: { entriesSum: 970_00, balanced: true },
};
const moneyAnswer = (amount: number): MoneyResult => ({
  message: 'ok',
  created: true,
  funds: 1_000_00 + amount,
  transaction: { ...detail.ledger[0]!, id: '77777777-7777-4777-8777-777777777777', amount },
});

function mockApi(extra: (call: FetchCall) => { status?: number; body?: unknown } | undefined) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const answer = extra(call);
    if (answer) return answer;
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === `/api/accounts/${ID}`) return { body: detail };
    if (url.pathname === '/api/accounts/types') return { body: { rows: [] } };
    if (url.pathname === '/api/accounts/accountsAnalytics') {
      return { body: { from: '2026-03-01', to: '2026-03-28', timeZone: 'UTC', accounts: [] } };
    }
    return undefined;
  });
}

describe('account statistics', { timeout: 120_000 }, () => {
  it('asks for a custom period by its From and To days', async () => {
    signInAs();
    const calls = mockApi(() => undefined);
    renderApp(`/account/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Period' }, SLOW));
    await user.click(screen.getByRole('option', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2026-03-02' } });
    fireEvent.change(to, { target: { value: '2026-03-09' } });
    expect(from).toHaveValue('2026-03-02');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/accounts/accountsAnalytics').at(-1)?.body).toEqual({
        ids: [ID],
        quickTimeFilter: 'custom',
        from: '2026-03-02',
        to: '2026-03-09',
      }),
    );
  });
});

describe('account page dialogs', { timeout: 120_000 }, () => {
  it('adds funds in minor units with an idempotency key; refuses more decimals than the currency has', async () => {
    signInAs();
    const calls = mockApi((call) =>
      call.url === '/api/accounts/funds' ? { status: 201, body: moneyAnswer(12_34) } : undefined,
    );
    renderApp(`/account/${ID}`);
    expect(await screen.findByTestId('account-balance', {}, SLOW)).toHaveTextContent('$1,000.00');
    // Who recorded each entry: a user's name, or "System" (automatic renewal).
    expect(await screen.findByText('Admin One')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add funds to Zeta Media' });
    await user.type(within(dialog).getByLabelText(/Amount/), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Enter an amount like 10.50')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '12.34');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await screen.findByText('Funds added successfully');
    const posts = calls.filter((c) => c.url === '/api/accounts/funds');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ accountId: ID, funds: 1234, kind: 'top_up' });
    expect((posts[0]!.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server refusal of a spend item and requires a description', async () => {
    signInAs();
    const calls = mockApi((call) =>
      call.url === '/api/accounts/addItem'
        ? {
            status: 409,
            body: {
              message: 'Not enough funds',
              code: 'CONFLICT',
              key: 'messages.insufficientFunds',
              params: { limit: 0 },
            },
          }
        : undefined,
    );
    renderApp(`/account/${ID}`);
    await screen.findByTestId('account-balance', {}, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add spend item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a spend item to Zeta Media' });
    await user.type(within(dialog).getByLabelText(/Amount/), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/accounts/addItem')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Description/), 'Google Ads');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    // Money in the toast as the user reads it (issue 19 item 6: no "(minor units)").
    await screen.findByText('Not enough funds: the balance may not go below $0.00');
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/accounts/addItem')?.body).toMatchObject({
        amount: 200000,
        description: 'Google Ads',
      }),
    );
  });

  it('deactivation asks for a reason', async () => {
    signInAs();
    const calls = mockApi((call) =>
      call.url === '/api/accounts/activate'
        ? { body: { message: 'ok', account: { ...account, active: false } } }
        : undefined,
    );
    renderApp(`/account/${ID}`);
    await screen.findByTestId('account-balance', {}, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Zeta Media' });
    // Blank is refused under the field by the contract's rule, and nothing is sent.
    await user.type(within(dialog).getByLabelText(/Reason/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REQUIRED)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/accounts/activate')).toBe(false);
    await user.clear(within(dialog).getByLabelText(/Reason/));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Paused by finance');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Account activated/deactivated Successfully');
    expect(calls.find((c) => c.url === '/api/accounts/activate')?.body).toEqual({
      id: ID,
      active: false,
      reason: 'Paused by finance',
    });
  });

  it('attaches a campaign through the campaigns API', async () => {
    signInAs();
    const campaign = {
      id: '99999999-9999-4999-8999-999999999999',
      name: 'Summer-Promo',
      description: 'Summer offer',
      internalId: 'Summer-Promo',
      link: null,
      accountId: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      figures: {
        leads: 0,
        newLeads: 0,
        ftds: 0,
        deposits: 0,
        depositAmount: 0,
        delivered: 0,
        conversion: null,
      },
      status: 'active',
      pausedAt: null,
      spend: null,
      currency: null,
      costPerLead: null,
    };
    const calls = mockApi((call) => {
      if (call.url.startsWith('/api/campaigns?')) {
        return {
          body: { rows: [campaign], count: 1, from: '2026-02-01', to: '2026-03-01', timeZone: 'UTC' },
        };
      }
      if (call.url === `/api/campaigns/${campaign.id}`) return { body: { ...campaign, accountId: ID } };
      return undefined;
    });
    renderApp(`/account/${ID}`);
    await screen.findByTestId('account-balance', {}, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Attach a campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a campaign to Zeta Media' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'Summer-Promo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Attach a campaign' }));
    await screen.findByText('Summer-Promo attached');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Summer-Promo',
      description: 'Summer offer',
      internalId: 'Summer-Promo',
      link: null,
      accountId: ID,
    });
  });
});
