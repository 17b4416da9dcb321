import { SESSION } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { featuresExcept, meResponse, signInAs } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { DEFAULT_SETTINGS, LAYOUTS, sanitizeSettings } from './settings-model';
import { SIDEBAR_BACKGROUNDS } from './sidebar-backgrounds';
import { parseUrlSettings } from './url-settings';

/** Spec §2/§9 shell rows (issue 19): layouts, sidebar type, header, sidebar background, card radius. */

function signedInWith(settings: Record<string, unknown> = {}) {
  localStorage.setItem(SESSION.storageKeys.settings, JSON.stringify(settings));
  const features = featuresExcept();
  signInAs(features);
  mockFetch((call) => (call.url === '/api/users/me' ? { body: meResponse(features) } : undefined));
  return renderApp('/leads');
}

const shell = () => document.querySelector('[data-layout]');
const sidebar = () => document.querySelector('[data-shell="sidebar"]');

describe('settings options (model)', () => {
  it('offers the five layouts of spec §2', () => {
    expect(LAYOUTS).toEqual(['vertical', 'vertical-minimal', 'minimal', 'modern', 'horizontal']);
  });

  it('keeps valid sidebar type, header and background, drops invalid ones', () => {
    expect(
      sanitizeSettings({ sidebarType: 'drawer', headerPosition: 'static', sidebarBackground: 'gradient-3' }),
    ).toEqual({ sidebarType: 'drawer', headerPosition: 'static', sidebarBackground: 'gradient-3' });
    expect(
      sanitizeSettings({ sidebarType: 'tiny', headerPosition: 'floating', sidebarBackground: 'image-9' }),
    ).toEqual({});
  });

  it('reads the former mini layout as the vertical layout with a mini sidebar', () => {
    expect(sanitizeSettings({ layout: 'mini' })).toEqual({ layout: 'vertical', sidebarType: 'mini' });
    expect(parseUrlSettings('?layout=mini')).toEqual({ layout: 'vertical', sidebarType: 'mini' });
  });

  it('has 6 flat colours, 6 gradients and 6 images besides the default (spec §9)', () => {
    const kinds = SIDEBAR_BACKGROUNDS.map((b) => b.kind);
    expect(kinds.filter((k) => k === 'flat')).toHaveLength(6);
    expect(kinds.filter((k) => k === 'gradient')).toHaveLength(6);
    expect(kinds.filter((k) => k === 'image')).toHaveLength(6);
    for (const b of SIDEBAR_BACKGROUNDS.filter((x) => x.kind === 'image')) {
      expect(b.css).toMatch(/^url\("data:image\/svg\+xml,/);
    }
    expect(DEFAULT_SETTINGS).toMatchObject({
      sidebarType: 'full',
      headerPosition: 'fixed',
      sidebarBackground: 'default',
    });
  });
});

describe('settings options (shell)', () => {
  it.each([
    ['vertical', true, true],
    ['vertical-minimal', true, true],
    ['minimal', true, false],
    ['modern', true, true],
    ['horizontal', false, true],
  ] as const)('layout %s: sidebar %s, header %s', async (layout, hasSidebar, hasHeader) => {
    signedInWith({ layout });
    await screen.findByRole('main');
    await waitFor(() => expect(shell()).toHaveAttribute('data-layout', layout));
    expect(Boolean(sidebar())).toBe(hasSidebar);
    expect(Boolean(screen.queryByRole('banner'))).toBe(hasHeader);
  });

  it('the minimal layout keeps the language picker (in the sidebar)', async () => {
    signedInWith({ layout: 'minimal' });
    const side = await waitFor(() => {
      const found = sidebar();
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(within(side).getByRole('button', { name: 'Language' })).toBeInTheDocument();
  });

  it('sidebar type drawer: no fixed sidebar until the menu button opens it', async () => {
    signedInWith({ sidebarType: 'drawer' });
    await screen.findByRole('main');
    expect(sidebar()).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('the drawer changes the sidebar type, header, background and layout, and keeps them', async () => {
    signedInWith();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Theme settings' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Mini' }));
    await user.click(within(drawer).getByRole('button', { name: 'Static' }));
    await user.click(within(drawer).getByRole('radio', { name: 'Gradient 2' }));
    // The primary colour: one radio ticked at a time, its index kept.
    const colors = within(drawer).getByRole('radiogroup', { name: 'Primary colour' });
    await user.click(within(colors).getByRole('radio', { name: 'Teal' }));
    expect(within(colors).getByRole('radio', { name: 'Teal' })).toHaveAttribute('aria-checked', 'true');
    expect(within(colors).getByRole('radio', { name: 'Blue' })).toHaveAttribute('aria-checked', 'false');
    await user.click(within(drawer).getByRole('button', { name: 'Modern' }));
    await waitFor(() => expect(shell()).toHaveAttribute('data-layout', 'modern'));
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(SESSION.storageKeys.settings) ?? '{}')).toMatchObject({
          layout: 'modern',
          sidebarType: 'mini',
          headerPosition: 'static',
          sidebarBackground: 'gradient-2',
          colorIndex: 8,
        }),
      { timeout: 3000 },
    );
  });
});
