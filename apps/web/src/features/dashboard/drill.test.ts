import { NONE_VALUE } from '@leadhouse/domain';
import { describe, expect, it } from 'vitest';
import { parseListState, urlTimeZone } from '../leads/lead-list-state';
import { drillHref } from './drill';
import { parsePeriod, periodQuery, serializePeriod } from './period';

const WINDOW = { from: '2026-03-01', to: '2026-03-08', timeZone: 'Europe/Paris' };

/** The leads list state a drill-down link opens. */
function opened(href: string | null) {
  expect(href).not.toBeNull();
  const url = new URL(href!, 'http://localhost');
  expect(url.pathname).toBe('/leads');
  return { state: parseListState(url.searchParams), timeZone: urlTimeZone(url.searchParams) };
}

describe('drill-down links', () => {
  it('open the window in the reporting time zone', () => {
    const { state, timeZone } = opened(drillHref(WINDOW));
    expect(state.filters).toEqual({ FROM: '2026-03-01', TO: '2026-03-08' });
    expect(timeZone).toBe('Europe/Paris');
  });

  it('narrow to one day and status, a campaign and ad group, or the FTDs', () => {
    expect(opened(drillHref(WINDOW, { day: '2026-03-03', status: 'NEW' })).state.filters).toEqual({
      FROM: '2026-03-03',
      TO: '2026-03-03',
      STATUS: ['NEW'],
    });
    expect(
      opened(drillHref(WINDOW, { campaign: 'Spring_Sale', adgroupid: 'ag-1', ftds: true })).state.filters,
    ).toEqual({
      FROM: '2026-03-01',
      TO: '2026-03-08',
      CAMPAIGNS: ['Spring_Sale'],
      AD_GROUP: ['ag-1'],
      NUMBER_OF_DEPOSITS: '1+',
    });
  });

  it('write "no ad group" and "no funnel" as the values the list filters accept', () => {
    expect(opened(drillHref(WINDOW, { campaign: 'CRM', adgroupid: null })).state.filters.AD_GROUP).toEqual([
      NONE_VALUE,
    ]);
    expect(opened(drillHref(WINDOW, { funnel: NONE_VALUE })).state.filters.FUNNEL).toEqual(['No Funnel']);
    expect(opened(drillHref(WINDOW, { platform: 'google' })).state.filters.SOURCE).toEqual(['google']);
  });

  it('open the leads an integration accepted with DELIVERED=yes', () => {
    expect(opened(drillHref(WINDOW, { delivered: true })).state.filters.DELIVERED).toBe('yes');
  });

  it('open the leads without a platform with SOURCE=(none)', () => {
    expect(opened(drillHref(WINDOW, { platform: NONE_VALUE })).state.filters.SOURCE).toEqual([NONE_VALUE]);
    expect(opened(drillHref(WINDOW, { platform: null })).state.filters.SOURCE).toEqual([NONE_VALUE]);
  });
});

describe('analytics period in the URL', () => {
  it('defaults to the preset, reads presets and custom ranges, refuses bad ones', () => {
    expect(parsePeriod(new URLSearchParams(), 8)).toEqual({ kind: 'preset', days: 8 });
    expect(parsePeriod(new URLSearchParams('days=30'), 8)).toEqual({ kind: 'preset', days: 30 });
    expect(parsePeriod(new URLSearchParams('days=9'), 8)).toEqual({ kind: 'preset', days: 8 });
    expect(parsePeriod(new URLSearchParams('from=2026-01-01&to=2026-01-31'), 8)).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(parsePeriod(new URLSearchParams('from=2026-02-31&to=2026-03-01'), 8).kind).toBe('preset');
    expect(parsePeriod(new URLSearchParams('from=2026-02-02&to=2026-02-01'), 8).kind).toBe('preset');
  });

  it('sends no days for the server default, else the preset ending today or the custom days', () => {
    expect(periodQuery({ kind: 'preset', days: 8 }, 8, '2026-03-10')).toEqual({});
    expect(periodQuery({ kind: 'preset', days: 7 }, 8, '2026-03-10')).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
    expect(periodQuery({ kind: 'preset', days: 30 }, 0, '2026-03-10')).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
    });
    expect(periodQuery({ kind: 'custom', from: '2026-01-01', to: '2026-01-02' }, 8)).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('keeps other URL keys and leaves the default plain', () => {
    expect(
      serializePeriod({ kind: 'preset', days: 8 }, 8, new URLSearchParams('x=1&days=30')).toString(),
    ).toBe('x=1');
    expect(serializePeriod({ kind: 'custom', from: '2026-01-01', to: '2026-01-02' }, 8).toString()).toBe(
      'from=2026-01-01&to=2026-01-02',
    );
  });
});
