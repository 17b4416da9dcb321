import type { Lead } from '@leadhouse/domain';
import { describe, expect, it } from 'vitest';
import { keepInPlace } from './use-worked-rows';

const lead = (id: string, status = 'NEW') => ({ id, status }) as unknown as Lead;

describe('keepInPlace (issue 19 item 5)', () => {
  it('keeps a worked row that left the filter at its place, with its change applied', () => {
    const shown = [lead('a'), lead('b'), lead('c')];
    const next = [lead('b'), lead('c'), lead('d')];
    const rows = keepInPlace(shown, next, new Map([['a', { status: 'FOLLOW_UP' }]]));
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      ['a', 'FOLLOW_UP'],
      ['b', 'NEW'],
      ['c', 'NEW'],
      ['d', 'NEW'],
    ]);
  });
  it('drops a row nobody worked here and takes the server’s fresh rows', () => {
    const rows = keepInPlace([lead('a'), lead('b')], [lead('b', 'ACTIVE')], new Map());
    expect(rows.map((r) => [r.id, r.status])).toEqual([['b', 'ACTIVE']]);
  });
});
