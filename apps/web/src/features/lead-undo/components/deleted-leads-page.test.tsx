import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeadListRow } from '@leadhouse/domain';
import {
  adminUser,
  fakeToken,
  featuresExcept,
  meResponse,
  signInAs,
  staticData,
} from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { saveSession } from '../../../lib/session';

const SLOW = { timeout: 30_000 };

function deletedRow(n: number): LeadListRow {
  return {
    id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
    internalId: n,
    firstName: `Gone${n}`,
    lastName: 'Lead',
    email: `gone${n}@example.com`,
    phoneNumber: `966-50000000${n}`,
    country: 'SA',
    status: 'NEW',
    deletedAt: '2026-11-25T10:00:00.000Z',
  };
}

/* Issue 19: the admins' "Deleted leads" page, server-paged, with Restore. */
describe('deleted leads page', { timeout: 60_000 }, () => {
  it('lists deleted leads page by page from the server and restores the selected ones', async () => {
    signInAs();
    const restored: string[][] = [];
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/leads' && call.method === 'GET') {
        const page = Number(url.searchParams.get('page'));
        const rows = page === 1 ? [deletedRow(1), deletedRow(2)] : [deletedRow(3)];
        return {
          body: {
            rows,
            count: null,
            hasMore: page === 1,
            nextCursor: null,
            availableColumns: [],
            newLeadsCount: 0,
          },
        };
      }
      if (url.pathname === '/api/leads/restore') {
        const ids = (call.body as { leadsIds: string[] }).leadsIds;
        restored.push(ids);
        return { body: { message: 'Leads Restored Successfully', count: ids.length } };
      }
      return undefined;
    });
    renderApp('/leads/deleted');
    expect(await screen.findByText('Gone1 Lead', {}, SLOW)).toBeInTheDocument();
    const first = calls.find((c) => c.url.startsWith('/api/leads?'))!;
    expect(new URL(first.url, 'http://localhost').searchParams.get('DELETED')).toBe('true');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('1 lead restored')).toBeInTheDocument();
    expect(restored).toEqual([[deletedRow(2).id]]);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Gone3 Lead')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url, 'http://localhost').searchParams.get('page') === '2')).toBe(
        true,
      ),
    );
  });

  it('is for admins only: a manager gets the 403 state', async () => {
    const manager = { ...adminUser, role: 'sales_manager' as const };
    saveSession({ token: fakeToken(), user: manager, staticData, allowedFeatures: featuresExcept() });
    mockFetch((call) =>
      call.url === '/api/users/me' ? { body: { ...meResponse(), user: manager } } : undefined,
    );
    renderApp('/leads/deleted');
    expect(await screen.findByText('Not allowed', {}, SLOW)).toBeInTheDocument();
  });
});
