import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { lastListQuery, mockLeadsApi } from '../test-leads';

const SLOW = { timeout: 30_000 };

/** A bookmark with values the list does not know opens the list without them and says what was dropped. */
describe('leads page with a stale bookmark', { timeout: 60_000 }, () => {
  it.each([
    ['sort=bogus', 'sortBy', 'Sort “bogus”'],
    ['QUICK_FILTER=NOPE', 'QUICK_FILTER', 'Quick filter “NOPE”'],
    ['STATUS=NEW,WHATEVER', 'STATUS', 'Status “WHATEVER”'],
    ['COUNTRIES=XX', 'COUNTRIES', 'Countries “XX”'],
    ['NUMBER_OF_DEPOSITS=3', 'NUMBER_OF_DEPOSITS', 'Number of deposits “3”'],
  ])('/leads?%s lists without it and shows a notice', async (query, param, named) => {
    signInAs();
    const calls = mockLeadsApi();
    renderApp(`/leads?${query}`);
    const notice = await screen.findByRole('status', {}, SLOW);
    expect(notice).toHaveTextContent('Some parts of this link were ignored');
    expect(notice).toHaveTextContent(named);
    await screen.findByRole('button', { name: 'Open Layla Haddad' }, SLOW);
    const sent = lastListQuery(calls);
    if (param === 'STATUS') expect(sent.get('STATUS')).toBe('NEW');
    else expect(sent.get(param)).toBeNull();
  });

  it('closing the notice removes the ignored parts from the URL and keeps the rest', async () => {
    signInAs();
    mockLeadsApi();
    const { router } = renderApp('/leads?sort=bogus&STATUS=NEW,WHATEVER');
    const notice = await screen.findByRole('status', {}, SLOW);
    await userEvent
      .setup()
      .click((notice.querySelector('button[aria-label="Close"]') as HTMLElement | null) ?? notice);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(router.state.location.search).toBe('?STATUS=NEW');
  });
});
