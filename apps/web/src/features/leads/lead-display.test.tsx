import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { FunnelLabel, StatusChip } from './components/lead-cells';
import { countryName, cutText, formatPhone, funnelOf, statusOf } from './lead-display';

describe('status and funnel display rules (spec §4)', () => {
  it('shows a known status as itself and anything else as OTHER', () => {
    expect(statusOf('FOLLOW_UP')).toBe('FOLLOW_UP');
    expect(statusOf('NOT_INTERESTED')).toBe('NOT_INTERESTED');
    expect(statusOf('CALL_BACK')).toBe('OTHER');
    expect(statusOf(null)).toBe('OTHER');
    expect(statusOf('')).toBe('OTHER');
  });

  it("falls back to 'No Funnel' for a missing or unknown funnel", () => {
    expect(funnelOf('Whale')).toBe('Whale');
    expect(funnelOf(null)).toBe('No Funnel');
    expect(funnelOf('Sold')).toBe('No Funnel');
  });

  it('renders the chips and labels translated', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <StatusChip status="NOT_INTERESTED" />
        <StatusChip status="WEIRD" />
        <FunnelLabel funnel={null} />
        <FunnelLabel funnel="Didnt Sign" />
      </I18nextProvider>,
    );
    expect(screen.getByText('not interested')).toBeInTheDocument();
    expect(screen.getByText('other')).toBeInTheDocument();
    expect(screen.getByText('No Funnel')).toBeInTheDocument();
    expect(screen.getByText('Didnt Sign')).toBeInTheDocument();
    await i18n.changeLanguage('ar');
    render(
      <I18nextProvider i18n={i18n}>
        <StatusChip status="NEW" />
        <FunnelLabel funnel={undefined} />
      </I18nextProvider>,
    );
    expect(screen.getAllByText('جديد').length).toBeGreaterThan(0);
    expect(screen.getAllByText('بلا مرحلة')).toHaveLength(2);
  });
});

describe('text display (spec §9)', () => {
  it('cuts text at 40 characters and says so', () => {
    expect(cutText('short')).toEqual({ text: 'short', cut: false });
    const long = 'a'.repeat(41);
    expect(cutText(long)).toEqual({ text: `${'a'.repeat(40)}…`, cut: true });
    expect(cutText('b'.repeat(40)).cut).toBe(false);
  });

  it('shows a prefix-number phone with its country prefix', () => {
    expect(formatPhone('966-5012345678')).toBe('+966 5012345678');
  });

  it("names a country in each language it is asked in, else by the spec's list, else the code", () => {
    expect(countryName('SA', 'en')).toBe('Saudi Arabia');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('SA', 'en')).toBe('Saudi Arabia');
    expect(countryName('not a code', 'en')).toBe('not a code');
    // No Intl names for that language: the spec's English name.
    expect(countryName('SA', 'not a language!')).toBe('Saudi Arabia');
    expect(countryName('XX', 'not a language!')).toBe('XX');
  });
});
