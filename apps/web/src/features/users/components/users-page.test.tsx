import type { User } from '@leadhouse/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { stubPhoneScreen } from '../../../test/phone';
import { renderApp } from '../../../test/render-app';

/*
 * The users list on a phone: each user's role, active switch and edit in its one cell (at 390 px they were
 * off-screen), and they still act on that user.
 */

const SLOW = { timeout: 30_000 };
const users: User[] = Array.from({ length: 50 }, (_, i) => ({
  ...adminUser,
  id: `2a9c1f30-4b5d-4e6f-8a7b-${String(i + 1).padStart(12, '0')}`,
  name: `Seller ${i + 1}`,
  email: `seller.${i + 1}@example.com`,
  username: `seller.${i + 1}@example.com`,
  role: 'sales',
}));

/** A phone's screen, an admin signed in, and the users API: 240 users, a PUT answering the second one off. */
function onAPhone() {
  stubPhoneScreen();
  signInAs();
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/users' && call.method === 'GET') return { body: { rows: users, count: 240 } };
    if (url.pathname === '/api/users' && call.method === 'PUT')
      return { body: { ...users[1]!, active: false } };
    return undefined;
  });
}

describe('users list on a phone', { timeout: 90_000 }, () => {
  it('shows the role, the active switch and edit in each user’s cell, and they act on that user', async () => {
    const calls = onAPhone();
    renderApp('/users');
    const grid = await screen.findByRole('grid', { name: 'Users' }, SLOW);
    const cell = (await within(grid).findByText('Seller 2')).closest('[role="gridcell"]') as HTMLElement;
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name']);
    expect(within(cell).getByText('seller.2@example.com')).toBeInTheDocument();
    expect(within(cell).getByRole('button', { name: 'Edit Seller 2' })).toBeInTheDocument();
    await userEvent.setup().click(within(cell).getByRole('switch', { name: /Seller 2/ }));
    await expect
      .poll(() => calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body]))
      .toEqual([['/api/users', { id: users[1]!.id, active: false }]]);
  });

  it('sorts from a Sort menu of the columns a header sorts on a wide screen: again flips the direction', async () => {
    const calls = onAPhone();
    const { router } = renderApp('/users');
    await screen.findByRole('grid', { name: 'Users' }, SLOW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sort' }, SLOW));
    // The sortable wide columns (stage name and the actions sort nothing).
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Active',
      'Created',
      'Last sign-in',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Email' }));
    const sortParam = () => new URLSearchParams(router.state.location.search).get('sort');
    await expect.poll(sortParam).toBe('email');
    await user.click(await screen.findByRole('button', { name: 'Sort: Email, ascending' }));
    await user.click(screen.getByRole('menuitem', { name: 'Email ascending' }));
    await expect.poll(sortParam).toBe('-email');
    // The server sorts: the last request asks for it.
    await expect
      .poll(() => calls.filter((c) => c.url.startsWith('/api/users?')).at(-1)?.url ?? '')
      .toMatch(/sortBy=/);
  });
});
