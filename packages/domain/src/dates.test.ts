import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_ROUTES } from './routes/index.js';

/*
 * Every date a client can send, in every contract, accepts only what PostgreSQL can hold (SECURITY.md:
 * "Dates in year 0000 ... are 500s unless validated"; issue 18 item 5). The test walks every route's
 * params, query and body schema, finds each field holding an ISO day or instant, and sends it year 0000
 * and year 10000: each must be refused by the contract itself (a 400), never reach the database.
 */

type Def = {
  type: string;
  format?: string;
  pattern?: RegExp;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  checks?: Array<{ _zod: { def: { format?: string; pattern?: RegExp } } }>;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The date kinds (`day`, `instant`) a schema accepts somewhere inside it. */
function dateKinds(s: z.ZodType, seen = new Set<z.ZodType>()): Set<'day' | 'instant'> {
  const out = new Set<'day' | 'instant'>();
  if (seen.has(s)) return out;
  seen.add(s);
  const d = defOf(s);
  const formats = [d.format, ...(d.checks ?? []).map((c) => c._zod.def.format)];
  const patterns = [d.pattern, ...(d.checks ?? []).map((c) => c._zod.def.pattern)];
  if (formats.includes('date') || patterns.some((p) => p && String(p).includes('\\d{4}-\\d{2}-\\d{2}$'))) {
    out.add('day');
  }
  if (formats.includes('datetime')) out.add('instant');
  for (const inner of [d.innerType, d.in, d.out, ...(d.options ?? [])]) {
    if (inner) for (const k of dateKinds(inner, seen)) out.add(k);
  }
  return out;
}

/** Every object field (path and its own schema) that holds a date, in `s` and the objects inside it. */
function dateFields(s: z.ZodType, path: string, found: Array<[string, z.ZodType, Set<string>]> = []) {
  const d = defOf(s);
  if (d.shape) {
    for (const [key, field] of Object.entries(d.shape)) {
      const kinds = dateKinds(field);
      if (kinds.size) found.push([`${path}.${key}`, field, kinds]);
      dateFields(field, `${path}.${key}`, found);
    }
  }
  for (const inner of [d.innerType, d.in, d.out, d.element, ...(d.options ?? [])]) {
    if (inner) dateFields(inner, path, found);
  }
  return found;
}

const fields = API_ROUTES.flatMap((r) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = (r as unknown as Record<string, z.ZodType | undefined>)[part];
    return schema ? dateFields(schema, `${r.id} ${part}`) : [];
  }),
);

describe('dates in every contract', () => {
  it('finds the date fields (leads filters, analytics, accounts, deposits)', () => {
    const paths = fields.map(([p]) => p);
    expect(paths).toEqual(
      expect.arrayContaining([
        'leads.list query.FROM',
        'accounts.analytics body.from',
        'accounts.addItem body.date',
      ]),
    );
  });

  it.each(fields.map(([p, s, k]) => [p, s, k] as const))(
    '%s refuses years PostgreSQL cannot hold',
    (_p, s, k) => {
      const bad = [
        ...(k.has('day') ? ['0000-01-01', '0000-12-31'] : []),
        ...(k.has('instant') ? ['0000-06-01T00:00:00Z', '0000-06-01T00:00:00.000+00:00'] : []),
      ];
      for (const v of bad) expect(s.safeParse(v).success, v).toBe(false);
    },
  );
});
