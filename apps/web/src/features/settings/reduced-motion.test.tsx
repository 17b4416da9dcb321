import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';
import { SettingsProvider } from './settings-provider';

/** The system's answer to `prefers-reduced-motion: reduce`, on top of the desktop answers of the setup. */
function preferReducedMotion(reduce: boolean) {
  const desktop = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...desktop(query),
    matches: query.includes('prefers-reduced-motion') ? reduce : desktop(query).matches,
  }));
}

/** Shows what the theme in force gives a button's colour change, and whether buttons ripple. */
function Probe() {
  const theme = useTheme();
  return (
    <>
      <output aria-label="transition">{theme.transitions.create(['color'])}</output>
      <output aria-label="ripple">
        {String(!theme.components?.MuiButtonBase?.defaultProps?.disableRipple)}
      </output>
      <Button>Export</Button>
    </>
  );
}

function renderApp() {
  render(
    <SettingsProvider search="">
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>
    </SettingsProvider>,
  );
}

describe('the theme follows the system motion preference (WCAG 2.3.3)', () => {
  it('animates colour changes and ripples by default', () => {
    preferReducedMotion(false);
    renderApp();
    expect(screen.getByLabelText('transition')).toHaveTextContent(/^color \d+ms/);
    expect(screen.getByLabelText('ripple')).toHaveTextContent('true');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Export' })).transition).toMatch(/color/);
  });

  it('shows every state at once when reduced motion is asked for: no transition, no ripple', () => {
    preferReducedMotion(true);
    renderApp();
    expect(screen.getByLabelText('transition')).toHaveTextContent(/^none$/);
    expect(screen.getByLabelText('ripple')).toHaveTextContent('false');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Export' })).transition).toBe('none');
  });
});
