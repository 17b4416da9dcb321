import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMoney, toMinorUnits, withMoneyParams } from './money';

describe('major to minor units', () => {
  it('uses the currency exponent, without floating-point error', () => {
    expect(toMinorUnits('10.50', 'USD')).toBe(1050);
    expect(toMinorUnits('0.29', 'USD')).toBe(29); // 0.29 * 100 is 28.999… in floats
    expect(toMinorUnits('19,99', 'EUR')).toBe(1999);
    expect(toMinorUnits('7', 'USD')).toBe(700);
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it('refuses what is not an amount of that currency', () => {
    expect(toMinorUnits('10.505', 'USD')).toBeNull();
    expect(toMinorUnits('1.5', 'JPY')).toBeNull();
    expect(toMinorUnits('-5', 'USD')).toBeNull();
    expect(toMinorUnits('1e3', 'USD')).toBeNull();
    expect(toMinorUnits('', 'USD')).toBeNull();
    expect(toMinorUnits('1,000.00', 'USD')).toBeNull();
  });
});

describe('minor units shown', () => {
  it('keeps every decimal of the currency', () => {
    expect(formatMoney(25075, 'en', 'USD')).toBe('$250.75');
    expect(formatMoney(5, 'en', 'USD')).toBe('$0.05');
    expect(formatMoney(1500, 'en', 'JPY')).toBe('¥1,500');
    expect(formatMoney(1234, 'en', 'KWD')).toMatch(/1\.234/);
    expect(formatMoney(900719925474099, 'en', 'USD')).toBe('$9,007,199,254,740.99');
  });
});

describe('money in a right-to-left language', () => {
  it('is one left-to-right isolated unit, without the direction marks Intl adds', () => {
    const shown = formatMoney(63019475, 'ar', 'USD');
    expect(shown).toBe('\u2066630,194.75\u00a0US$\u2069');
    expect(formatMoney(-125000, 'ar', 'USD')).toBe('\u2066-1,250.00\u00a0US$\u2069');
    expect(formatMoney(-125000, 'ar-EG', 'USD')).toMatch(/^\u2066[^\u200e\u200f\u061c]+\u2069$/);
  });

  it('leaves left-to-right languages as Intl writes them', () => {
    expect(formatMoney(63019475, 'fr', 'USD')).not.toMatch(/[\u2066-\u2069]/);
  });
});

describe('money params of server messages', () => {
  it('formats the amounts of a ledger refusal and leaves other params alone', () => {
    expect(withMoneyParams('messages.insufficientFunds', { limit: -5000 }, 'en', 'USD')).toEqual({
      limit: '-$50.00',
    });
    expect(withMoneyParams('messages.accountDailyLeadLimit', { limit: 50 }, 'en', 'USD')).toEqual({
      limit: 50,
    });
  });
});
