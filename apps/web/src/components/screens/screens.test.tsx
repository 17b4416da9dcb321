import type { Feature } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { featuresExcept, meResponse, signInAs } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { SCREENS, visibleMenu } from './screens';

function signedInWith(features = featuresExcept()) {
  signInAs(features);
  return mockFetch((call) => (call.url === '/api/users/me' ? { body: meResponse(features) } : undefined));
}

describe('the screens registry (one place per screen)', () => {
  it('every screen of the menu opens its page, named alike in the menu, the heading and the browser tab', async () => {
    signedInWith();
    const { router } = renderApp('/leads');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The admin's menu is the registry, in its order.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(SCREENS.map((s) => s.path));
    for (const s of SCREENS) {
      await router.navigate(s.path);
      await waitFor(() =>
        expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', s.path),
      );
      const name = within(nav).getByRole('link', { current: 'page' }).textContent ?? '';
      // The analytics screens share one page, headed by the group's name (their tabs name each one).
      const heading = ['campaigns', 'sources', 'revenue'].includes(s.id) ? 'Analytics' : name;
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${name} · Leadhouse`));
    }
    // A page outside the menu gives the tab back to the app's name.
    await router.navigate('/extra-pages/error-404');
    await waitFor(() => expect(document.title).toBe('Leadhouse'));
  });

  it('a screen is named once per language: the Chinese dashboard and the Spanish leads list no longer differ', async () => {
    await i18n.changeLanguage('zh');
    signedInWith();
    const { router } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: i18n.t('shell:navigation') });
    expect(await screen.findByRole('heading', { level: 1, name: '仪表盘' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('仪表盘');
    await i18n.changeLanguage('es');
    await router.navigate('/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Leads · Leadhouse'));
  });

  it('shows a screen only to a user its feature allows, and drops sections left empty', () => {
    const without = (...features: Feature[]) => featuresExcept(...features);
    const shown = (features: ReturnType<typeof without>) =>
      visibleMenu(features).flatMap((section) => section.screens.map((s) => s.id));
    // Distribution and revenue are the integrations feature's (canManageDistribution).
    expect(shown(without('integrations'))).not.toEqual(expect.arrayContaining(['distribution']));
    expect(shown(without('integrations'))).not.toContain('revenue');
    expect(shown(without('integrations'))).toContain('apiKeys');
    const sections = visibleMenu(without('users', 'pools')).map((section) => section.id);
    expect(sections).not.toContain('users');
    expect(sections).toContain('accounts');
  });
});
