import { SESSION } from '@leadhouse/domain';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from './settings-provider';

/*
 * What the settings provider writes back (CI, session 19): a page that loads with nothing in its URL never
 * overwrites what another tab stored meanwhile; settings a link sets in the URL (spec §2) are kept.
 */

const stored = () =>
  JSON.parse(localStorage.getItem(SESSION.storageKeys.settings) ?? '{}') as Record<string, unknown>;

describe('settings persistence', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('a page that only read its settings does not write them back over a later change', () => {
    vi.useFakeTimers();
    localStorage.setItem(SESSION.storageKeys.settings, JSON.stringify({ layout: 'minimal' }));
    render(<SettingsProvider search="">x</SettingsProvider>);
    // Another tab (or a test) stores another layout while this page is open.
    localStorage.setItem(SESSION.storageKeys.settings, JSON.stringify({ layout: 'modern' }));
    vi.advanceTimersByTime(5_000);
    expect(stored().layout).toBe('modern');
  });

  it('settings a link sets in the URL are kept for the next visit', () => {
    vi.useFakeTimers();
    render(<SettingsProvider search="?theme-type=dark">x</SettingsProvider>);
    vi.advanceTimersByTime(5_000);
    expect(stored().themeType).toBe('dark');
  });
});
