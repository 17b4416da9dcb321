import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { stubPhoneScreen } from '../../../test/phone';
import { makeFlow } from '../test-distribution';

/*
 * The held queue's re-route on the shared form dialog (issue 20 §2): the submit stays off until a flow is
 * picked, the selected leads go to the contract's body, the dialog closes with the counts; a refusal keeps
 * it open with the server's message.
 */

const SLOW = { timeout: 30_000 };
const FLOW_A = '2a9c1f30-4b5d-4e6f-8a7b-9c0d1e2f3a40';
const FLOW_B = '5d3e2f10-6a7b-4c8d-9e0f-1a2b3c4d5e60';
const leadId = (i: number) => `0e0f1a2b-3c4d-4e5f-8a6b-${String(i).padStart(12, '0')}`;
const held = Array.from({ length: 120 }, (_, i) => ({
  leadId: leadId(i + 1),
  name: `Held lead ${i + 1}`,
  country: 'SA',
  campaign: 'Spring-Promo',
  flow: { id: FLOW_A, name: 'Gulf priority' },
  heldReason: { code: 'no_eligible_buyer', skipped: { cap: 2 } },
  heldAt: '2026-11-29T06:00:00.000Z',
  holdUntil: '2026-11-29T08:00:00.000Z',
  attempts: 0,
  round: 2,
  sends: 3 + (i % 2),
}));
const flow = (id: string, name: string) => makeFlow(id, name, { holdMinutes: 120 });

afterEach(() => vi.unstubAllGlobals());

/** The API: me, the first page of 120 held leads, two flows, and `reroute` for the re-route and release calls. */
function mockApi(reroute: (call: FetchCall) => { status?: number; body?: unknown }) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/distribution/held') return { body: { rows: held.slice(0, 50), count: 120 } };
    if (url.pathname === '/api/distribution/flows') {
      return { body: { rows: [flow(FLOW_A, 'Gulf priority'), flow(FLOW_B, 'Kuwait weighted')] } };
    }
    if (url.pathname === '/api/distribution/held/reroute') return reroute(call);
    if (url.pathname === '/api/distribution/held/release') return reroute(call);
    return undefined;
  });
}

/** Signed in, the held tab open on its first page; a release or re-route answers `answer`. */
async function openHeld(answer: { count: number; skipped: number; held: number }) {
  signInAs();
  const calls = mockApi(() => ({ body: answer }));
  renderApp('/distribution?tab=held');
  await screen.findByText('Held lead 1', {}, SLOW);
  return { calls, user: userEvent.setup() };
}

/** Opens the held tab, selects the first three leads and opens Re-route; answers the dialog. */
async function openReroute() {
  renderApp('/distribution?tab=held');
  await screen.findByText('Held lead 1', {}, SLOW);
  const user = userEvent.setup();
  for (const n of [1, 2, 3]) {
    const row = screen.getByText(`Held lead ${n}`).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
  }
  await user.click(screen.getByRole('button', { name: 'Re-route' }));
  const dialog = await screen.findByRole('dialog', { name: 'Re-route 3 leads' });
  return { user, dialog };
}

describe('held queue: re-route', { timeout: 90_000 }, () => {
  it('sends the selected leads to the picked flow and closes with the counts', async () => {
    signInAs();
    const calls = mockApi(() => ({ body: { count: 3, skipped: 0, held: 0 } }));
    const { user, dialog } = await openReroute();
    const submit = within(dialog).getByRole('button', { name: 'Re-route' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: /Flow/ }));
    await user.click(await screen.findByRole('option', { name: 'Kuwait weighted' }));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Re-route 3 leads' })).toBeNull());
    expect(calls.filter((c) => c.url.endsWith('/held/reroute')).map((c) => c.body)).toEqual([
      { leadsIds: [leadId(1), leadId(2), leadId(3)], flowId: FLOW_B },
    ]);
    expect(await screen.findByText('Done: 3, skipped: 0')).toBeTruthy();
  });

  it('a release no buyer takes says the leads are still held, not done', async () => {
    const { calls, user } = await openHeld({ count: 2, skipped: 0, held: 2 });
    for (const n of [1, 2]) {
      const row = screen.getByText(`Held lead ${n}`).closest('[role="row"]') as HTMLElement;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: 'Release' }));
    expect(
      await screen.findByText(
        'Sent on: 0. Still held, no buyer takes them now: 2 (their hold time is kept).',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Done:/)).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/held/release')).map((c) => c.body)).toEqual([
      { leadsIds: [leadId(1), leadId(2)] },
    ]);
  }, 60_000);

  it('select all, then untick one: Release sends the 49 others (it sent only the unticked one)', async () => {
    const { calls, user } = await openHeld({ count: 49, skipped: 0, held: 0 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const release = screen.getByRole('button', { name: 'Release' }) as HTMLButtonElement;
    expect(release.disabled).toBe(false);
    const row = screen.getByText('Held lead 2').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(release);
    await screen.findByText('Done: 49, skipped: 0', {}, SLOW);
    const sent = calls
      .filter((c) => c.url.endsWith('/held/release'))
      .map((c) => c.body as { leadsIds: string[] });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.leadsIds).toEqual(
      held
        .slice(0, 50)
        .map((h) => h.leadId)
        .filter((id) => id !== leadId(2)),
    );
  }, 60_000);

  it('shows each hold deadline as DD.MM.YYYY HH:mm (spec §9) and the country by name', async () => {
    signInAs();
    mockApi(() => ({ body: { count: 0, skipped: 0, held: 0 } }));
    renderApp('/distribution?tab=held');
    const row = (await screen.findByText('Held lead 1', {}, SLOW)).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('29.11.2026 08:00')).toBeTruthy();
    expect(within(row).getByText('Saudi Arabia')).toBeTruthy();
    // The round and the sends over every round (a released lead's own round starts at 0 sends).
    expect(screen.getByRole('columnheader', { name: 'Round' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Sends' })).toBeTruthy();
    const cells = within(row)
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(cells.slice(-2)).toEqual(['2', '3']);
  }, 60_000);

  it('keeps the dialog open with the server message when the re-route is refused', async () => {
    signInAs();
    mockApi(() => ({ status: 404, body: { message: 'Flow not found', code: 'NOT_FOUND' } }));
    const { user, dialog } = await openReroute();
    await user.click(within(dialog).getByRole('combobox', { name: /Flow/ }));
    await user.click(await screen.findByRole('option', { name: 'Gulf priority' }));
    await user.click(within(dialog).getByRole('button', { name: 'Re-route' }));
    expect(await screen.findByText(/Flow not found/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Re-route 3 leads' })).toBeTruthy();
  }, 60_000);
});

describe('held queue on a phone', { timeout: 90_000 }, () => {
  it("says each lead's reason and deadline in its one cell (at 390 px they were off-screen)", async () => {
    stubPhoneScreen();
    signInAs();
    mockApi(() => ({ body: { count: 0, skipped: 0, held: 0 } }));
    renderApp('/distribution?tab=held');
    const row = (await screen.findByText('Held lead 1', {}, SLOW)).closest('[role="row"]') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Reason');
    expect(within(row).getByText('Saudi Arabia · Spring-Promo · Gulf priority')).toBeTruthy();
    expect(within(row).getByText(/^No eligible buyer/)).toBeTruthy();
    expect(within(row).getByText('Held until: 29.11.2026 08:00 · Round: 2 · Sends: 3')).toBeTruthy();
  });
});
