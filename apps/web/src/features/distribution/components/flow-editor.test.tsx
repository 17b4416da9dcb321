import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { i18n } from '../../../lib/i18n';
import { makeFlow, makeFlowBuyer, NO_ACTIVITY } from '../test-distribution';

/*
 * Editing a flow whose buyer is an integration without buyer settings (settings switched off since): the
 * picker lists only buyers, yet the line must still say whom the flow sends to, and saving it unchanged
 * sends that buyer (found trying the demo, session 34: the line was blank; the server then refuses it by
 * name, `flowBuyerNotBuyer`). A bad number says what it must be, in the user's language.
 */

const SLOW = { timeout: 30_000 };
const FLOW = '2a9c1f30-4b5d-4e6f-8a7b-9c0d1e2f3a40';
const PARTNER = '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const BUYER = '9c8b7a6f-5e4d-4c3b-8a29-18f7e6d5c4b3';
const flow = makeFlow(FLOW, 'Demo flow', { buyers: [makeFlowBuyer(PARTNER, 'Local demo partner')] });
const buyer = {
  integrationId: BUYER,
  name: 'Gulf buyer',
  active: true,
  paused: false,
  distribution: null,
  open: true,
  meters: [],
  moneyMeter: null,
  activity: NO_ACTIVITY,
};

afterEach(() => vi.unstubAllGlobals());

/** Signed in as an admin; the API answers the flow, its buyer and no campaigns. Answers the calls made. */
function signedInWithFlow() {
  signInAs();
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/distribution/flows') return { body: { rows: [flow] } };
    if (url.pathname === `/api/distribution/flows/${FLOW}`) return { body: flow };
    if (url.pathname === '/api/distribution/buyers') return { body: { rows: [buyer] } };
    if (url.pathname === '/api/campaigns') return { body: { rows: [], count: 0 } };
    return undefined;
  });
}

describe('flow editor', () => {
  it('shows a buyer that has no buyer settings by its name, offers the buyers too, and keeps it on save', async () => {
    const calls = signedInWithFlow();
    renderApp('/distribution');
    await screen.findByText('Demo flow', {}, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /edit/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit flow' });
    const picker = within(dialog).getByRole('combobox', { name: 'Buyer' });
    expect(picker.textContent).toBe('Local demo partner');

    await user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Gulf buyer', 'Local demo partner']);
    await user.keyboard('{Escape}');

    // A second line takes the free buyer; then every choice is used and no third line can be added.
    const add = within(dialog).getByRole('button', { name: 'Add buyer' });
    await user.click(add);
    const pickers = within(dialog).getAllByRole('combobox', { name: 'Buyer' });
    expect(pickers.map((p) => p.textContent)).toEqual(['Local demo partner', 'Gulf buyer']);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getAllByRole('button', { name: 'Remove buyer' })[1]!);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect((put.body as { buyers: unknown[] }).buyers).toEqual([
      { integrationId: PARTNER, priority: 1, weight: 1 },
    ]);
  });

  it('a hold time below 0 says what it must be, in Arabic too (it read "Too small: expected number to be >=0")', async () => {
    const calls = signedInWithFlow();
    for (const [language, add, label, text] of [
      ['en', 'New flow', 'Hold minutes', 'The hold time must be 0 to 43200 minutes (30 days)'],
      ['ar', 'مسار جديد', 'دقائق التعليق', 'يجب أن تكون مدة التعليق من 0 إلى 43200 دقيقة (30 يومًا)'],
    ] as const) {
      await i18n.changeLanguage(language);
      const { unmount } = renderApp('/distribution');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: add }, SLOW));
      const dialog = await screen.findByRole('dialog');
      const hold = within(dialog).getByRole('spinbutton', { name: label });
      await user.clear(hold);
      await user.type(hold, '-5');
      await user.click(within(dialog).getAllByRole('button').at(-1)!);
      expect(await within(dialog).findByText(text, {}, SLOW)).toBeTruthy();
      expect(within(dialog).queryByText(/Too small/)).toBeNull();
      unmount();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 60_000);
});
