import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeDetail, makeLead, mockLeadsApi } from '../../leads/test-leads';

const SLOW = { timeout: 30_000 };
const DEPOSIT = '11111111-1111-4111-8111-111111111111';
const REVERSAL = '22222222-2222-4222-8222-222222222222';
const AT = '2026-03-01T10:00:00.000Z';

describe('deposit reversal in the lead drawer', { timeout: 120_000 }, () => {
  it('reverses a deposit with a reason; reversed deposits and reversals offer no Reverse', async () => {
    signInAs();
    const lead = makeLead({ firstName: 'Omar' });
    const standing = { id: DEPOSIT, amount: 25_075, currency: 'USD', createdAt: AT };
    const calls = mockLeadsApi(undefined, (call) => {
      if (call.url === `/api/leads/${lead.id}`) return { body: makeDetail(lead, { deposits: [standing] }) };
      if (call.url === `/api/leads/${lead.id}/deposits/${DEPOSIT}/reverse`) {
        const deposit = {
          leadId: lead.id,
          currency: 'USD',
          occurredAt: AT,
          source: 'manual',
          integrationId: null,
          createdBy: null,
          createdAt: AT,
        };
        return {
          status: 201,
          body: {
            message: 'Deposit reversed',
            reversal: {
              ...deposit,
              id: REVERSAL,
              amount: -25_075,
              transactionId: `rev:${DEPOSIT}`,
              reversesId: DEPOSIT,
              reversedById: null,
              reason: 'Entered twice',
            },
            original: {
              ...deposit,
              id: DEPOSIT,
              amount: 25_075,
              transactionId: 'PSP-1',
              reversesId: null,
              reversedById: REVERSAL,
              reason: null,
            },
            lead: { id: lead.id, depositCount: 0, depositAmount: 0, ftdAt: null },
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await screen.findByRole('dialog', { name: /Omar/ }, SLOW);
    await user.click(within(drawer).getByRole('tab', { name: 'Deposits' }));
    await user.click(await within(drawer).findByRole('button', { name: /^Reverse: \$250\.75/ }));
    const dialog = await screen.findByRole('dialog', { name: /Reverse the deposit \$250\.75/ });
    // A reason is required (the domain's rule), nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await within(dialog).findByText('Required');
    expect(calls.some((c) => c.url.endsWith('/reverse'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await screen.findByText('Deposit reversed');
    expect(calls.find((c) => c.url.endsWith('/reverse'))?.body).toEqual({ reason: 'Entered twice' });
  });

  it('marks a reversed deposit and shows the reversal with its reason, without Reverse buttons', async () => {
    signInAs();
    const lead = makeLead({ firstName: 'Lina' });
    mockLeadsApi(undefined, (call) => {
      if (call.url === `/api/leads/${lead.id}`) {
        return {
          body: makeDetail(lead, {
            deposits: [
              {
                id: REVERSAL,
                amount: -500,
                currency: 'USD',
                createdAt: AT,
                reversesId: DEPOSIT,
                reason: 'Typo',
              },
              { id: DEPOSIT, amount: 500, currency: 'USD', createdAt: AT, reversedById: REVERSAL },
            ],
          }),
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await screen.findByRole('dialog', { name: /Lina/ }, SLOW);
    await user.click(within(drawer).getByRole('tab', { name: 'Deposits' }));
    await within(drawer).findByText('Reversal: Typo');
    expect(within(drawer).getByText('Reversed')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
  });
});
