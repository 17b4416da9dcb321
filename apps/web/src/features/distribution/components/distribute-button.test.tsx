import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { listResponse, makeLead, mockLeadsApi } from '../../leads/test-leads';

/*
 * "Distribute" in the leads bulk bar (issue 22 §3): the selected leads go to `POST /api/leads/distribute`;
 * leads no buyer takes now are reported as held, in a warning, not as "Distributed" (an admin read
 * "Distributed: 500" for 150 sold and 350 held); nothing is sent before a confirmation naming how many go.
 */

const SLOW = { timeout: 30_000 };

/**
 * Three leads on the list, all selected, "Distribute" clicked: the confirmation, before anything is sent.
 * Once the distribute call is answered, the list answers the leads `next` (the same three by default).
 */
async function openConfirmation(answer: object, next?: ReturnType<typeof makeLead>[]) {
  signInAs();
  const leads = [
    makeLead({ internalId: 1, firstName: 'Omar' }),
    makeLead({ internalId: 2, firstName: 'Huda' }),
    makeLead({ internalId: 3, firstName: 'Salem' }),
  ];
  const calls = mockLeadsApi(
    () => listResponse(next && sent() ? next : leads),
    (call) => (call.url === '/api/leads/distribute' ? { body: answer } : undefined),
  );
  const sent = () => calls.some((c) => c.url === '/api/leads/distribute');
  const user = userEvent.setup();
  renderApp('/leads');
  await screen.findByRole('button', { name: /Open Omar/ }, SLOW);
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
  await user.click(screen.getByRole('button', { name: 'Distribute' }));
  // Nothing is sent before the confirmation, which names how many leads go.
  const dialog = await screen.findByRole('dialog', { name: 'Send the selected leads to buyers?' });
  expect(dialog).toHaveTextContent('Selected leads: 3.');
  expect(sent()).toBe(false);
  return { calls, leads, user, dialog, sent };
}

/** `openConfirmation`, then confirmed. */
async function distributeAll(answer: object, next?: ReturnType<typeof makeLead>[]) {
  const opened = await openConfirmation(answer, next);
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Distribute' }));
  return opened;
}

describe('bulk Distribute', { timeout: 120_000 }, () => {
  it('says how many leads no buyer takes now, as a warning', async () => {
    const { calls, leads } = await distributeAll({ count: 2, held: 1, noFlow: 0, skipped: 1 });
    const toast = await screen.findByText(
      'Sent to buyers: 1. Held, no buyer takes them now: 1. No flow: 0. Already distributed: 1.',
    );
    expect(toast.closest('.MuiAlert-colorWarning')).not.toBeNull();
    expect(calls.find((c) => c.url === '/api/leads/distribute')?.body).toEqual({
      leadsIds: leads.map((l) => l.id),
    });
  });

  it('reports a success when every routed lead went to a buyer', async () => {
    await distributeAll({ count: 3, held: 0, noFlow: 0, skipped: 0 });
    await screen.findByText('Sent to buyers: 3. No flow: 0. Already distributed: 0.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('clears the selection: the leads the list shows next are not selected', async () => {
    const next = [4, 5, 6].map((i) => makeLead({ internalId: i, firstName: `Yusuf${i}` }));
    await distributeAll({ count: 3, held: 0, noFlow: 0, skipped: 0 }, next);
    await screen.findByText('Sent to buyers: 3. No flow: 0. Already distributed: 0.');
    await screen.findByRole('button', { name: /Open Yusuf4/ }, SLOW);
    const ticked = screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked);
    expect(ticked).toEqual([]);
    expect(screen.getByText('Select leads to act on them')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, dialog, sent } = await openConfirmation({ count: 3, held: 0, noFlow: 0, skipped: 0 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toBe(false);
  });
});
