import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { stubPhoneScreen } from '../../../test/phone';
import { renderApp } from '../../../test/render-app';
import { telHref } from '../lead-display';
import { listResponse, makeLead, mockLeadsApi } from '../test-leads';

/*
 * The leads list on a phone (390 px): the grid showed the first name, a cut last name and a cut email, with
 * the phone number, status and funnel off-screen, and its headers were the only way to sort.
 */

const SLOW = { timeout: 30_000 };
const leads = Array.from({ length: 300 }, (_, i) =>
  makeLead({
    internalId: i + 1,
    firstName: `Omar${i + 1}`,
    lastName: 'Haddad',
    phoneNumber: `966-5000${String(i + 1).padStart(5, '0')}`,
    status: i % 2 ? 'NEW' : 'FOLLOW_UP',
    funnel: 'CRYPTO',
    campaign: { name: `Gulf-${i % 3}`, info: { description: null } },
    assignedToName: i % 2 ? 'Sara Sales' : null,
  }),
);

describe('leads list on a phone', { timeout: 90_000 }, () => {
  it('shows each lead in one cell: the name opens it, the number calls it, the status changes it', async () => {
    stubPhoneScreen();
    signInAs();
    const calls = mockLeadsApi(
      () => ({ ...listResponse(leads.slice(0, 40)), count: leads.length }),
      (call) =>
        call.url === '/api/leads/changeStatus'
          ? { body: { message: 'Status changed Successfully!' } }
          : undefined,
    );
    renderApp('/leads');
    const grid = await screen.findByRole('grid', { name: 'Leads' }, SLOW);
    const open = await within(grid).findByRole('button', { name: 'Open Omar2 Haddad' }, SLOW);
    // One column besides the checkboxes: nothing sits off to the side.
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .filter(Boolean),
    ).toEqual(['Name']);
    const cell = open.closest('[role="gridcell"]') as HTMLElement;
    expect(within(cell).getByRole('link', { name: '+966 500000002' }).getAttribute('href')).toBe(
      'tel:+966500000002',
    );
    expect(within(cell).getByText('Gulf-1')).toBeInTheDocument();
    expect(within(cell).getByText('Sara Sales')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(cell).getByRole('button', { name: 'Change the status of Omar2 Haddad' }));
    await user.click(await screen.findByRole('menuitem', { name: 'follow up' }));
    await expect
      .poll(() => calls.filter((c) => c.url === '/api/leads/changeStatus').map((c) => c.body))
      .toEqual([{ leadId: leads[1]!.id, status: 'FOLLOW_UP' }]);
  });

  it('sorts by the Sort menu as by the headers: the same column flips, another starts ascending', async () => {
    stubPhoneScreen();
    signInAs();
    mockLeadsApi(() => ({ ...listResponse(leads.slice(0, 40)), count: leads.length }));
    const { router } = renderApp('/leads');
    await screen.findByRole('button', { name: 'Open Omar1 Haddad' }, SLOW);
    const user = userEvent.setup();
    const sortBy = async (column: RegExp) => {
      await user.click(screen.getByRole('button', { name: /^Sort/ }));
      await user.click(await screen.findByRole('menuitem', { name: column }));
    };
    const sortParam = () => new URLSearchParams(router.state.location.search).get('sort');
    await sortBy(/^First name/);
    await waitFor(() => expect(sortParam()).toBe('firstName'));
    // No header shows the sort on a phone: the button says it.
    await user.click(await screen.findByRole('button', { name: 'Sort: First name, ascending' }));
    expect(await screen.findByRole('menuitem', { name: 'First name ascending' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'First name ascending' }));
    await waitFor(() => expect(sortParam()).toBe('-firstName'));
    await sortBy(/^Last name/);
    await waitFor(() => expect(sortParam()).toBe('lastName'));
  });

  it('calls a stored number by its international form', () => {
    expect(telHref('966-500000002')).toBe('tel:+966500000002');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('0501234567')).toBe('tel:0501234567');
  });
});
