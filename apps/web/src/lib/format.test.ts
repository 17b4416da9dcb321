import { describe, expect, it } from 'vitest';
import { cutText, DAY_DISPLAY_FORMAT, formatDateTime, formatDay } from './format';

describe('date display (spec §9: DD.MM.YYYY HH:mm)', () => {
  it('shows an instant as DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime('2026-11-24T09:05:00')).toBe('24.11.2026 09:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows a calendar day as DD.MM.YYYY without moving it by a time zone', () => {
    expect(DAY_DISPLAY_FORMAT).toBe('DD.MM.YYYY');
    expect(formatDay('2026-11-24')).toBe('24.11.2026');
    expect(formatDay('2026-01-01')).toBe('01.01.2026');
    expect(formatDay('2026-11-24T23:30:00')).toBe('24.11.2026');
    expect(formatDay(undefined)).toBe('');
    expect(formatDay('junk')).toBe('');
  });
});

describe('text display (spec §9: at most 40 characters)', () => {
  it('keeps 40 characters and cuts the 41st', () => {
    const forty = 'x'.repeat(40);
    expect(cutText(forty)).toEqual({ text: forty, cut: false });
    expect(cutText(`${forty}y`)).toEqual({ text: `${forty}…`, cut: true });
    expect(cutText(null)).toEqual({ text: '', cut: false });
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '😀'.repeat(41);
    expect(cutText(emoji).text).toBe(`${'😀'.repeat(40)}…`);
  });
});
