import {
  DISTRIBUTION_OUTCOMES,
  FlowInputSchema,
  type CapMeter,
  type DistributionReason,
  type DistributionStep,
} from '@leadhouse/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { buyerFormOf, buyerInputOf, toMajorText } from './buyer-form';
import { activityText, meterPercent, meterText } from './components/cap-meters';
import { flowDefaults } from './components/flow-editor-dialog';
import { isOpen, moveCell, ScheduleGrid, setCell } from './components/schedule-grid';
import { sampleLead } from './components/simulator-tab';
import { distributionTexts } from './i18n';
import { countryOptions } from './components/multi-picker';
import { reasonText, stepText } from './reason-text';

const LANGS = ['en', 'ar', 'es', 'fr', 'it', 'zh'] as const;
const tOf = (lng: string) => i18n.getFixedT(lng, 'distribution');
const BUYER = '11111111-1111-4111-8111-111111111111';

const REASONS: DistributionReason[] = [
  { code: 'cap', window: 'day', used: 50, cap: 50 },
  { code: 'cap', window: 'hour' },
  { code: 'money_cap', window: 'month', used: 1000, cap: 1000 },
  { code: 'schedule_closed', opensAt: '2026-11-30T09:00:00.000Z' },
  { code: 'schedule_closed', opensAt: null },
  { code: 'duplicate', sentAt: '2026-11-20T10:00:00.000Z', field: 'phone' },
  { code: 'filter', field: 'country' },
  { code: 'inactive', state: 'paused' },
  { code: 'already_sent' },
  { code: 'rejected', answer: 'duplicate lead' },
  { code: 'error', reason: 'HTTP 500' },
  { code: 'timeout' },
  { code: 'no_eligible_buyer', skipped: { cap: 2, schedule_closed: 1 } },
  { code: 'no_eligible_buyer', skipped: {} },
  { code: 'max_attempts', attempts: 5 },
  { code: 'hold_expired' },
  { code: 'returned', reason: 'wrong number' },
];

const step = (over: Partial<DistributionStep>): DistributionStep => ({
  at: '2026-11-26T08:00:00.000Z',
  round: 1,
  outcome: 'skipped',
  integrationId: BUYER,
  integrationName: 'Buyer A',
  deliveryId: null,
  price: null,
  ...over,
});

describe('reason texts', () => {
  it('words a skipped buyer and a closed schedule as the issue asks', () => {
    const t = tOf('en');
    expect(stepText(t, step({ reason: { code: 'cap', window: 'day', used: 50, cap: 50 } }), 'en')).toBe(
      'Skipped Buyer A: day cap 50/50',
    );
    // 2026-11-30 is a Monday; 09:00 UTC read in UTC (the test zone).
    expect(reasonText(t, { code: 'schedule_closed', opensAt: '2026-11-30T09:00:00.000Z' }, 'en')).toMatch(
      /^Schedule closed \(opens Mon,? 09:00 UTC\)$/,
    );
    expect(stepText(t, step({ outcome: 'accepted', integrationName: 'Buyer B' }), 'en')).toBe(
      'Accepted by Buyer B',
    );
    expect(reasonText(t, { code: 'cap', window: 'day' }, 'en')).toBe('day cap reached');
    // A return says its reason once, quoted (it read "Returned by Buyer A: Reason: Wrong number").
    const returned = step({ outcome: 'returned', reason: { code: 'returned', reason: 'Wrong number' } });
    expect(stepText(t, returned, 'en')).toBe('Returned by Buyer A: “Wrong number”');
  });

  it('writes a date as every other screen does (spec §9 DD.MM.YYYY HH:mm), in each language', () => {
    const duplicate = { code: 'duplicate', sentAt: '2026-11-20T10:00:00.000Z', field: 'phone' } as const;
    expect(reasonText(tOf('en'), duplicate, 'en')).toBe('Duplicate phone, sent 20.11.2026 10:00');
    expect(reasonText(tOf('ar'), duplicate, 'ar')).toContain('20.11.2026 10:00');
  });

  it('a held reason with no buyer counted has no empty brackets', () => {
    const none = { code: 'no_eligible_buyer', skipped: {} } as const;
    expect(reasonText(tOf('en'), none, 'en')).toBe('No eligible buyer');
    expect(reasonText(tOf('en'), { code: 'no_eligible_buyer', skipped: { returned: 1 } }, 'en')).toBe(
      'No eligible buyer (returned × 1)',
    );
  });

  it('has a text for every reason code and outcome in all six languages, no key or placeholder left', () => {
    for (const lng of LANGS) {
      const t = tOf(lng);
      for (const reason of REASONS) {
        const text = reasonText(t, reason, lng);
        expect(text, `${lng} ${reason.code}`).not.toMatch(/\{\{|reasons\.|reasonNames\.|fields\./);
        expect(text.length).toBeGreaterThan(1);
      }
      for (const outcome of DISTRIBUTION_OUTCOMES) {
        expect(stepText(t, step({ outcome }), lng)).not.toMatch(/\{\{|outcomes\./);
      }
      expect(Object.keys(distributionTexts[lng].reasons).sort()).toEqual(
        [...new Set(REASONS.map((r) => r.code))].sort(),
      );
    }
  });
});

describe('country options of the buyer, flow and simulator forms', () => {
  it('names each listed country in the interface language (they stayed English in Arabic)', () => {
    const sa = (language: string) => countryOptions(language).find((o) => o.value === 'SA')?.label;
    expect(sa('en')).toBe('SA · Saudi Arabia');
    expect(sa('ar')).toMatch(/^SA · \p{Script=Arabic}/u);
    expect(sa('ar')).not.toContain('Saudi');
  });
});

describe('cap meters', () => {
  const meter: CapMeter = {
    window: 'day',
    cap: 3,
    used: 3,
    left: 0,
    startsAt: '2026-11-26T00:00:00.000Z',
    resetsAt: '2026-11-27T00:00:00.000Z',
  };
  it('says a money cap in its currency (minor units)', () => {
    const money = { ...meter, cap: 50_000, used: 7_650, left: 42_350, currency: 'USD' };
    expect(meterText(tOf('en'), money, 'en')).toMatch(
      /^Day revenue: \$76\.50 of \$500\.00, \$423\.50 left · resets Fri,? 00:00 UTC$/,
    );
  });

  it('says used, cap, left and when it resets; a full or zero cap is 100 %', () => {
    expect(meterText(tOf('en'), meter, 'en')).toMatch(/^Day: 3 of 3 used, 0 left · resets Fri,? 00:00 UTC$/);
    expect(meterText(tOf('en'), { ...meter, window: 'total', resetsAt: null }, 'en')).toBe(
      'Total: 3 of 3 used, 0 left',
    );
    expect(meterPercent(meter)).toBe(100);
    expect(meterPercent({ ...meter, used: 1, left: 2 })).toBe(33);
    expect(meterPercent({ ...meter, cap: 0, used: 0 })).toBe(100);
  });

  it('words a buyer’s last 24 hours: the acceptance rate over the answered sends', () => {
    const a = { sent: 40, accepted: 32, returned: 1, rejected: 4, failed: 2, pending: 2 };
    expect(activityText(tOf('en'), a, 'en')).toBe(
      'Last 24 h: sent 40 · accepted 32 (84.2%) · rejected 4 · failed 2',
    );
    const waiting = { sent: 3, accepted: 0, returned: 0, rejected: 0, failed: 0, pending: 3 };
    expect(activityText(tOf('en'), waiting, 'en')).toBe(
      'Last 24 h: sent 3 · accepted 0 (—) · rejected 0 · failed 0',
    );
    for (const lng of LANGS) {
      expect(activityText(tOf(lng), { ...a, sent: 0 }, lng), lng).toBe(tOf(lng)('activity.none'));
      expect(activityText(tOf(lng), a, lng), lng).toMatch(/40|٤٠/);
    }
  });
});

describe('schedule grid', () => {
  it('sets and clears cells, dropping a day with no hour', () => {
    const s = setCell(setCell({}, 'mon', 10, true), 'mon', 9, true);
    expect(s.mon).toEqual([9, 10]);
    expect(isOpen(s, 'mon', 9)).toBe(true);
    expect(setCell(setCell(s, 'mon', 9, false), 'mon', 10, false)).toEqual({});
  });

  it('moves with the arrows, mirrored right to left, and stops at the edges', () => {
    expect(moveCell(0, 0, 'ArrowRight', false)).toEqual([0, 1]);
    expect(moveCell(0, 0, 'ArrowRight', true)).toEqual([0, 0]);
    expect(moveCell(0, 5, 'ArrowRight', true)).toEqual([0, 4]);
    expect(moveCell(6, 23, 'ArrowDown', false)).toEqual([6, 23]);
    expect(moveCell(2, 7, 'End', false)).toEqual([2, 23]);
  });

  it('toggles with the keyboard: one tab stop, arrows move the focus, Space toggles', () => {
    function Harness() {
      const [value, setValue] = useState({});
      return <ScheduleGrid value={value} onChange={setValue} label="Schedule" />;
    }
    const { container } = render(<Harness />);
    // 168 hour cells: found by their aria-label (role queries compute every cell's role and name per call,
    // ~20 s in jsdom on a busy machine, past the test timeout).
    const cell = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'button' });
    const first = cell(/^Mon 0:00/);
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = cell(/^Mon 1:00/);
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: ' ' });
    expect(cell('Mon 1:00, open')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    fireEvent.keyDown(cell(/^Tue 1:00/), { key: 'Enter' });
    expect(cell('Tue 1:00, open')).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(2);
  });
});

describe('flow editor validation', () => {
  it('refuses a flow without buyers or with a buyer twice, takes a valid one with the contract defaults', () => {
    const base = flowDefaults(null);
    const none = FlowInputSchema.safeParse({ ...base, name: 'EU' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.path).toEqual(['buyers']);
    const twice = FlowInputSchema.safeParse({
      ...base,
      name: 'EU',
      buyers: [
        { integrationId: BUYER, priority: 1, weight: 1 },
        { integrationId: BUYER, priority: 2, weight: 1 },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toMatch(/once|flowBuyerTwice/);
    const ok = FlowInputSchema.parse({
      ...base,
      name: 'EU',
      buyers: [{ integrationId: BUYER, priority: 1, weight: 1 }],
    });
    expect(ok).toMatchObject({ method: 'priority', exclusive: true, holdMinutes: 60, maxAttempts: 5 });
    expect(FlowInputSchema.safeParse({ ...base, name: ' ', buyers: ok.buyers }).success).toBe(false);
  });
});

describe('buyer settings form', () => {
  it('round-trips settings: caps, schedule, price in minor units; off is null', () => {
    const settings = {
      caps: { day: 3 },
      timeZone: 'Europe/Paris',
      schedule: { mon: [9, 10] },
      countries: ['AE'],
      pricePerLead: { amount: 1250, currency: 'USD' },
      duplicateDays: 30,
    };
    const form = buyerFormOf(settings);
    expect(form.price).toBe('12.50');
    expect(buyerInputOf(form)).toMatchObject(settings);
    expect(buyerInputOf({ ...form, enabled: false })).toBeNull();
    expect(buyerInputOf({ ...form, caps: { ...form.caps, day: 'x' } })?.caps?.day).toBeNaN();
    expect(toMajorText(5, 'KWD')).toBe('0.005');
    expect(buyerFormOf(null).enabled).toBe(false);
  });

  it('round-trips the money cap in minor units of the price currency; empty sends none', () => {
    const form = buyerFormOf({
      timeZone: 'UTC',
      pricePerLead: { amount: 500, currency: 'KWD' },
      moneyCap: { amount: 150_000, window: 'week' },
    });
    expect([form.moneyCap, form.moneyCapWindow]).toEqual(['150.000', 'week']);
    expect(buyerInputOf(form)?.moneyCap).toEqual({ amount: 150_000, window: 'week' });
    expect(buyerInputOf({ ...form, moneyCap: '12.5', moneyCapWindow: 'month' })?.moneyCap).toEqual({
      amount: 12_500,
      window: 'month',
    });
    expect(buyerInputOf({ ...form, moneyCap: '' })).not.toHaveProperty('moneyCap');
    expect(buyerInputOf({ ...form, moneyCap: 'ten' })?.moneyCap?.amount).toBeNaN();
  });
});

describe('simulator', () => {
  it('sends only the fields filled in', () => {
    expect(
      sampleLead({
        country: ' DE ',
        campaign: '',
        affiliateId: '',
        platform: 'google',
        phoneNumber: '',
        email: '',
      }),
    ).toEqual({ country: 'DE', platform: 'google' });
  });
});
