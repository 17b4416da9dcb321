import { describe, expect, it } from 'vitest';
import { LEAD_SORT_FIELDS } from './lead-fields.js';
import { isLeadFilterValue, LEAD_FILTER_KEYS, LEAD_FILTERS, type LeadFilterDef } from './lead-filters.js';
import { LeadListQuerySchema } from './lead-list-schemas.js';

const parse = (query: Record<string, string>) => LeadListQuerySchema.safeParse(query);

describe('lead filter registry and the list query schema', () => {
  it('has a query parameter for every filter of the registry', () => {
    const shape = Object.keys(LeadListQuerySchema.shape);
    for (const key of LEAD_FILTER_KEYS) expect(shape, key).toContain(key);
  });

  it.each(LEAD_FILTER_KEYS.map((k) => [k]))('%s: the schema accepts exactly the registry values', (key) => {
    const def: LeadFilterDef = LEAD_FILTERS[key];
    if (!def.values) return;
    for (const v of def.values) {
      expect(parse({ [key]: v }).success, `${key}=${v}`).toBe(true);
      expect(isLeadFilterValue(key, v)).toBe(true);
    }
    expect(parse({ [key]: 'NOPE_NOT_A_VALUE' }).success).toBe(false);
    expect(isLeadFilterValue(key, 'NOPE_NOT_A_VALUE')).toBe(false);
    if (def.kind === 'multi') expect(parse({ [key]: def.values.slice(0, 2).join(',') }).success).toBe(true);
  });

  it('accepts days for date filters and UUIDs for id filters', () => {
    expect(isLeadFilterValue('FROM', '2026-01-31')).toBe(true);
    expect(isLeadFilterValue('FROM', '31/01/2026')).toBe(false);
    expect(isLeadFilterValue('TO', '2026-02-30')).toBe(false);
    expect(isLeadFilterValue('POOL', '0b7c1a52-7a6f-4a55-9d6e-2d2b8f0d9a11')).toBe(true);
    expect(isLeadFilterValue('POOL', 'pool-1')).toBe(false);
    expect(isLeadFilterValue('PHONE_NUMBER', '5'.repeat(41))).toBe(false);
  });

  it('sortBy takes every registry sort field both ways, and refuses others and prototype names', () => {
    for (const field of LEAD_SORT_FIELDS) {
      for (const dir of [1, -1]) {
        const r = parse({ sortBy: JSON.stringify({ [field]: dir }) });
        expect(r.success && r.data.sortBy, field).toEqual({ field, direction: dir });
      }
    }
    for (const field of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty', 'password']) {
      expect(parse({ sortBy: `{"${field}":1}` }).success, field).toBe(false);
    }
    expect(parse({ sortBy: '{"createdAt":2}' }).success).toBe(false);
    expect(parse({ sortBy: 'createdAt' }).success).toBe(false);
    expect(parse({ sortBy: '{}' }).success && parse({ sortBy: '{}' }).data?.sortBy).toBeUndefined();
  });
});
