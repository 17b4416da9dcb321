import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { featuresExcept, meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { listResponse, makeDetail, makeLead, mockLeadsApi } from '../../leads/test-leads';

const SLOW = { timeout: 30_000 };

describe('deposit entry in the lead drawer', { timeout: 120_000 }, () => {
  it('sends the amount in minor units with currency, time and transaction id, then says so', async () => {
    signInAs();
    const lead = makeLead({ firstName: 'Omar' });
    const calls = mockLeadsApi(undefined, (call) => {
      if (call.url === `/api/leads/${lead.id}`) return { body: makeDetail(lead) };
      if (call.url === '/api/leads/addItem') {
        const body = call.body as { amount: number; currency: string; transactionId: string };
        return {
          status: 201,
          body: {
            message: 'Deposit recorded',
            deposit: {
              id: '99999999-9999-4999-8999-999999999999',
              leadId: lead.id,
              amount: body.amount,
              currency: body.currency,
              occurredAt: '2026-03-01T10:00:00.000Z',
              transactionId: body.transactionId,
              source: 'manual',
              integrationId: null,
              createdBy: null,
              createdAt: '2026-03-01T10:00:00.000Z',
              reversesId: null,
              reversedById: null,
              reason: null,
            },
            created: true,
            ftd: true,
            lead: {
              id: lead.id,
              depositCount: 1,
              depositAmount: body.amount,
              ftdAt: '2026-03-01T10:00:00.000Z',
            },
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await screen.findByRole('dialog', { name: /Omar/ }, SLOW);
    await user.click(within(drawer).getByRole('tab', { name: 'Deposits' }));
    const form = await within(drawer).findByRole('form', { name: 'Record a deposit' });
    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '10.505');
    await user.click(within(form).getByRole('button', { name: 'Record deposit' }));
    await within(form).findByText('Enter an amount above 0 with at most 2 decimals');
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '250.75');
    await user.type(within(form).getByRole('textbox', { name: /Transaction id/ }), 'PSP-1001');
    await user.click(within(form).getByRole('button', { name: 'Record deposit' }));
    await screen.findByText('Deposit recorded. First deposit: the lead is now FTD');
    const body = calls.find((c) => c.url === '/api/leads/addItem')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      leadId: lead.id,
      amount: 25075,
      currency: 'USD',
      transactionId: 'PSP-1001',
    });
    expect(typeof body.occurredAt).toBe('string');
    expect(Number.isNaN(Date.parse(body.occurredAt as string))).toBe(false);
  });

  it('is not offered without the deposits feature', async () => {
    signInAs(featuresExcept('deposits'));
    const lead = makeLead({ firstName: 'Omar' });
    mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse(featuresExcept('deposits')) };
      if (url.pathname === `/api/leads/${lead.id}`) return { body: makeDetail(lead) };
      if (url.pathname === '/api/leads') return { body: listResponse([lead]) };
      return { body: { rows: [], count: 0 } };
    });
    const user = userEvent.setup();
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await screen.findByRole('dialog', { name: /Omar/ }, SLOW);
    await user.click(within(drawer).getByRole('tab', { name: 'Deposits' }));
    await within(drawer).findByText('No deposits yet');
    expect(within(drawer).queryByRole('form', { name: 'Record a deposit' })).not.toBeInTheDocument();
  });
});
