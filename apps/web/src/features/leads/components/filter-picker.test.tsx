import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastListQuery, openLeadsPanel } from '../test-leads';

/*
 * Picker filters (issue 19 "Pickers, not free text"): CAMPAIGNS, SOURCE, POOL, EMPLOYEE and AFFILIATE
 * choose from the server's choices as the user types (case-insensitive), several at once, with a hint
 * when nothing matches. Before, "doha" found nothing and said nothing (free text, exact match).
 */

const SLOW = { timeout: 30_000 };

const optionNames = async () =>
  (await screen.findAllByRole('option', undefined, SLOW)).map((o) => o.textContent);

describe('picker filters', { timeout: 90_000 }, () => {
  it('finds campaigns by any case of part of the name, picks several and filters by them', async () => {
    const { calls, router, user, panel } = await openLeadsPanel();
    await user.type(within(panel).getByRole('combobox', { name: 'Campaigns' }), 'doha');
    // Asked of the server with the typed text; names starting with it first.
    await waitFor(async () => expect(await optionNames()).toEqual(['Doha-Video', 'Late-Doha']));
    const asked = calls.filter((c) => c.url.startsWith('/api/leads/filter-options')).at(-1)!;
    expect(Object.fromEntries(new URL(asked.url, 'http://x').searchParams)).toEqual({
      field: 'CAMPAIGNS',
      q: 'doha',
    });
    await user.click(screen.getByRole('option', { name: 'Doha-Video' }));
    await user.click(await screen.findByRole('option', { name: 'Late-Doha' }));
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastListQuery(calls).get('CAMPAIGNS')).toBe('Doha-Video,Late-Doha'));
    expect(new URLSearchParams(router.state.location.search).get('CAMPAIGNS')).toBe('Doha-Video,Late-Doha');
  });

  it('says when nothing matches, and never sends free text', async () => {
    const { calls, user, panel } = await openLeadsPanel();
    const box = within(panel).getByRole('combobox', { name: 'Campaigns' });
    await user.type(box, 'DOHA-VIDEOX');
    expect(
      await screen.findByText(
        'Nothing matches “DOHA-VIDEOX”: check the spelling or type part of the name',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    // Enter picks nothing that does not exist: it applies the panel as it is.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter leads' })).toBeNull());
    expect(lastListQuery(calls).has('CAMPAIGNS')).toBe(false);
  });

  it('picks source, employee and affiliate from the server, and names a bookmarked choice', async () => {
    const { calls, user, panel } = await openLeadsPanel(
      '/leads?AFFILIATE=33333333-3333-4333-8333-333333333333',
    );
    // The bookmarked affiliate is shown by its name, asked of the server by value.
    expect(await within(panel).findByText('Zeta Media', undefined, SLOW)).toBeInTheDocument();
    await user.type(within(panel).getByRole('combobox', { name: 'Source' }), 'TIK');
    await user.click(await screen.findByRole('option', { name: 'Tiktok' }, SLOW));
    await user.keyboard('{Escape}');
    await user.type(within(panel).getByRole('combobox', { name: 'Employee' }), 'sami');
    await user.click(await screen.findByRole('option', { name: 'Sami Sales' }, SLOW));
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastListQuery(calls).get('SOURCE')).toBe('tiktok'));
    expect(lastListQuery(calls).get('EMPLOYEE')).toBe('22222222-2222-4222-8222-222222222222');
    expect(lastListQuery(calls).get('AFFILIATE')).toBe('33333333-3333-4333-8333-333333333333');
  });
});
