import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { lastListQuery, mockLeadsApi, openLeadsPanel, POOL, waitForList } from '../test-leads';

describe('lead filter panel', { timeout: 90_000 }, () => {
  it('turns the chosen filters into query params of the list and of the URL', async () => {
    const { calls, router, user, panel } = await openLeadsPanel();

    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'new' }));
    await user.click(await screen.findByRole('option', { name: 'follow up' }));
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('combobox', { name: 'Pool' }));
    await user.click(await screen.findByRole('option', { name: 'Gulf desk' }));
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(lastListQuery(calls).get('STATUS')).toBe('NEW,FOLLOW_UP'));
    const query = lastListQuery(calls);
    expect(query.get('POOL')).toBe(POOL.id);
    expect(query.get('page')).toBe('1');
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('STATUS')).toBe('NEW,FOLLOW_UP');
    expect(url.get('POOL')).toBe(POOL.id);
    // Chips name the filter and the value in words.
    expect(screen.getByText('Pool: Gulf desk')).toBeInTheDocument();
    expect(screen.getByText('Status: follow up')).toBeInTheDocument();
  });

  it('sends the deposits, quick filter, distribution and a long enough phone', async () => {
    const { calls, user, panel } = await openLeadsPanel();
    await user.click(within(panel).getByRole('combobox', { name: 'Number of deposits' }));
    await user.click(await screen.findByRole('option', { name: '4+' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Quick filter' }));
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Distribution' }));
    await user.click(await screen.findByRole('option', { name: 'Held' }));
    await user.click(await screen.findByRole('option', { name: 'Not distributed' }));
    await user.keyboard('{Escape}');
    await user.type(within(panel).getByRole('textbox', { name: 'Phone number' }), '50123');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(lastListQuery(calls).get('NUMBER_OF_DEPOSITS')).toBe('4+'));
    const query = lastListQuery(calls);
    expect(query.get('QUICK_FILTER')).toBe('UNASSIGNED');
    expect(query.get('PHONE_NUMBER')).toBe('50123');
    // The distribution states as chosen (issue 22: the dashboard's outcome tiles open these lists).
    expect(query.get('DISTRIBUTION')).toBe('held,none');
    expect(screen.getByText('Distribution: Held')).toBeInTheDocument();
  });

  it('does not send a phone number of 4 characters or fewer, and says why', async () => {
    const { calls, router, user, panel } = await openLeadsPanel();
    expect(within(panel).getByText('Applied only when longer than 4 characters')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Phone number' }), '5012');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toContain('PHONE_NUMBER=5012'));
    await waitFor(() => expect(lastListQuery(calls).has('PHONE_NUMBER')).toBe(false));
  });

  it('removing a chip removes its param and reloads with the rest', async () => {
    signInAs();
    const calls = mockLeadsApi();
    const { router } = renderApp('/leads?STATUS=NEW,ACTIVE&COUNTRIES=SA&page=3');
    const user = await waitForList();
    expect(lastListQuery(calls).get('page')).toBe('3');
    await user.click(screen.getByLabelText('Remove filter Countries: Saudi Arabia'));
    await waitFor(() => expect(lastListQuery(calls).has('COUNTRIES')).toBe(false));
    expect(lastListQuery(calls).get('STATUS')).toBe('NEW,ACTIVE');
    expect(lastListQuery(calls).get('page')).toBe('1');
    await user.click(screen.getByLabelText('Remove filter Status: new'));
    await waitFor(() => expect(lastListQuery(calls).get('STATUS')).toBe('ACTIVE'));
    expect(router.state.location.search).toBe('?STATUS=ACTIVE');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastListQuery(calls).has('STATUS')).toBe(false));
    expect(router.state.location.search).toBe('');
  });

  it('a quick-filter chip toggles QUICK_FILTER', async () => {
    signInAs();
    const calls = mockLeadsApi();
    renderApp('/leads');
    const user = await waitForList();
    const group = screen.getByRole('group', { name: 'Quick filters' });
    await user.click(within(group).getByRole('button', { name: 'Depositors' }));
    await waitFor(() => expect(lastListQuery(calls).get('QUICK_FILTER')).toBe('DEPOSITORS'));
    await user.click(within(group).getByRole('button', { name: 'Depositors' }));
    await waitFor(() => expect(lastListQuery(calls).has('QUICK_FILTER')).toBe(false));
  });
});
