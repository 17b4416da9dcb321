import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { lastListQuery, mockLeadsApi } from '../test-leads';

const SLOW = { timeout: 30_000 };

/** A drill-down link from the analytics screens names the time zone its days are counted in. */
describe('leads page opened from an analytics figure', { timeout: 60_000 }, () => {
  it('reads the day filters in the time zone of the link', async () => {
    signInAs();
    const calls = mockLeadsApi();
    renderApp('/leads?FROM=2026-03-01&TO=2026-03-01&STATUS=NEW&NUMBER_OF_DEPOSITS=1%2B&TZ=Asia/Tokyo');
    await screen.findByRole('button', { name: 'Open Layla Haddad' }, SLOW);
    const sent = lastListQuery(calls);
    expect(sent.get('TZ')).toBe('Asia/Tokyo');
    expect(sent.get('FROM')).toBe('2026-03-01');
    expect(sent.get('NUMBER_OF_DEPOSITS')).toBe('1+');
    expect(screen.queryByRole('status', { name: /ignored/ })).toBeNull();
  });

  it('falls back to the browser zone for a zone it does not know', async () => {
    signInAs();
    const calls = mockLeadsApi();
    renderApp('/leads?FROM=2026-03-01&TZ=Mars/Olympus');
    await screen.findByRole('button', { name: 'Open Layla Haddad' }, SLOW);
    expect(lastListQuery(calls).get('TZ')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
