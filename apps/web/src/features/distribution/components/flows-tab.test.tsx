import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { makeFlow } from '../test-distribution';

/*
 * A flow's held leads (issue 22 §4): the flows list says how many of its leads are held, links them to the
 * held queue filtered to that flow (the filter named, and cleared, on the queue), and the delete
 * confirmation says how many stay in the queue.
 */

const SLOW = { timeout: 30_000 };
const FLOW_A = '2a9c1f30-4b5d-4e6f-8a7b-9c0d1e2f3a40';
const FLOW_B = '5d3e2f10-6a7b-4c8d-9e0f-1a2b3c4d5e60';
const heldLead = (i: number, flow: { id: string; name: string }) => ({
  leadId: `0e0f1a2b-3c4d-4e5f-8a6b-${String(i).padStart(12, '0')}`,
  name: `Held lead ${i}`,
  country: 'SA',
  campaign: 'Spring-Promo',
  flow,
  heldReason: { code: 'no_eligible_buyer', skipped: { cap: 1 } },
  heldAt: '2026-11-29T06:00:00.000Z',
  holdUntil: '2026-11-29T08:00:00.000Z',
  attempts: 0,
  round: 1,
  sends: 1,
});
const GULF = { id: FLOW_A, name: 'Gulf priority' };
const KUWAIT = { id: FLOW_B, name: 'Kuwait weighted' };
// 300 held leads in all: 240 of Gulf priority, 60 of Kuwait weighted.
const HELD = Array.from({ length: 300 }, (_, i) => heldLead(i + 1, i < 240 ? GULF : KUWAIT));

afterEach(() => vi.unstubAllGlobals());

/** The API: two flows (Gulf with 240 held leads, Kuwait with 60) and the held queue, filtered by `flowId`. */
function mockApi() {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/distribution/flows') {
      return {
        body: {
          rows: [makeFlow(FLOW_A, GULF.name, { held: 240 }), makeFlow(FLOW_B, KUWAIT.name, { held: 0 })],
        },
      };
    }
    if (url.pathname === '/api/distribution/held') {
      const flowId = url.searchParams.get('flowId');
      const rows = HELD.filter((h) => !flowId || h.flow.id === flowId);
      return { body: { rows: rows.slice(0, 50), count: rows.length } };
    }
    return undefined;
  });
}

const heldQueries = (calls: { url: string }[]) =>
  calls
    .map((c) => new URL(c.url, 'http://localhost'))
    .filter((u) => u.pathname === '/api/distribution/held')
    .map((u) => u.searchParams.get('flowId'));

describe("a flow's held leads", { timeout: 90_000 }, () => {
  it('shows the count on the flow, opens the queue filtered to it, and clears the filter', async () => {
    signInAs();
    const calls = mockApi();
    renderApp('/distribution');
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: '240 held' }, SLOW);
    // Kuwait weighted has none held: no chip on its row.
    const kuwait = screen.getByText('Kuwait weighted').closest('[role="row"]') as HTMLElement;
    expect(within(kuwait).queryByText(/held$/)).toBeNull();
    await user.click(link);
    await screen.findByText('Flow: Gulf priority', {}, SLOW);
    await screen.findByText('Held lead 1', {}, SLOW);
    expect(screen.queryByText('Held lead 241')).toBeNull();
    expect(heldQueries(calls)).toContain(FLOW_A);
    // A lead ticked in the filtered queue is not kept ticked, unseen, once every flow shows again.
    const first = screen.getByText('Held lead 1').closest('[role="row"]') as HTMLElement;
    await user.click(within(first).getByRole('checkbox'));
    expect((screen.getByRole('button', { name: 'Release' }) as HTMLButtonElement).disabled).toBe(false);
    // The chip's delete shows every flow's held leads again.
    const chip = screen.getByText('Flow: Gulf priority').closest('.MuiChip-root') as HTMLElement;
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(screen.queryByText('Flow: Gulf priority')).toBeNull());
    await waitFor(() => expect(heldQueries(calls).at(-1)).toBeNull());
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Release' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('the delete confirmation says how many held leads stay in the queue, in Arabic too', async () => {
    signInAs();
    mockApi();
    renderApp('/distribution');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '240 held' }, SLOW);
    const row = screen.getByText('Gulf priority').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete flow' });
    expect(dialog.textContent).toContain(
      'Its leads keep their decisions. Its 240 held leads stay in the held queue until you re-route them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete flow' })).toBeNull());
    // Kuwait weighted has none: nothing about held leads.
    const kuwait = screen.getByText('Kuwait weighted').closest('[role="row"]') as HTMLElement;
    await user.click(within(kuwait).getByRole('button', { name: /Delete/ }));
    const second = await screen.findByRole('dialog', { name: 'Delete flow' });
    expect(second.textContent).not.toContain('held');
    await user.click(within(second).getByRole('button', { name: 'Cancel' }));
    await i18n.changeLanguage('ar');
    await screen.findByRole('link', { name: 'معلّق: 240' }, SLOW);
  });
});
