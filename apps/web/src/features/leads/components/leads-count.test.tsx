import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { isBadgeCall, lastListQuery, listResponse, makeLead, mockLeadsApi } from '../test-leads';

const SLOW = { timeout: 30_000 };

/** A promise the test resolves when it wants: the "slow count". */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const page = (p: number) =>
  Array.from({ length: 40 }, (_, i) => makeLead({ internalId: p * 100 + i, firstName: `P${p}n${i}` }));

describe('leads grid with a slow count (issue 13)', { timeout: 120_000 }, () => {
  it('shows rows at once, pages by hasMore with the cursor while counting, then the estimate and the exact count', async () => {
    signInAs();
    const slowCount = deferred<{ body: unknown }>();
    const calls = mockLeadsApi(
      (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? listResponse(page(2), null, { hasMore: true, nextCursor: 'c3' })
          : listResponse(page(1), null, { hasMore: true, nextCursor: 'c2' }),
      (call) => {
        const url = new URL(call.url, 'http://localhost');
        if (url.pathname !== '/api/leads/count') return undefined;
        if (url.searchParams.get('exact') === 'true') return { body: { count: 123_456, exact: true } };
        return slowCount.promise;
      },
    );
    renderApp('/leads?search=ali');
    const user = userEvent.setup();
    // Rows render while the count is still on its way.
    expect(await screen.findByRole('button', { name: 'Open P1n0 Haddad' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Counting…')).toBeInTheDocument();
    // "Next" is not blocked by the unknown count: it follows hasMore and sends the cursor of page 2.
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByRole('button', { name: 'Open P2n0 Haddad' }, SLOW)).toBeInTheDocument();
    expect(lastListQuery(calls).get('cursor')).toBe('c2');
    expect(lastListQuery(calls).get('page')).toBe('2');
    expect(lastListQuery(calls).get('columns')).toContain('firstName');
    // The estimate arrives: marked as one, with the action to count exactly.
    slowCount.resolve({ body: { count: 120_000, exact: false } });
    expect(await screen.findByText('About 120,000 leads', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exact count' }));
    expect(await screen.findByText('123,456 leads', {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.startsWith('/api/leads/count?') && c.url.includes('exact=true') && !isBadgeCall(c),
        ),
      ).toBe(true),
    );
  });

  it('keeps a cheap inline count exact and never asks the count route', async () => {
    signInAs();
    const calls = mockLeadsApi(() => listResponse(page(1), 41, { hasMore: true, nextCursor: 'c2' }));
    renderApp('/leads');
    expect(await screen.findByText('41 leads', {}, SLOW)).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/leads/count') && !isBadgeCall(c))).toBe(false);
  });
});
