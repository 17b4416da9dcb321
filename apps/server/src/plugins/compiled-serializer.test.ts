import { LeadListRowSchema } from '@leadhouse/domain';
import { describe, expect, it } from 'vitest';
import { compiledSerializer } from './compiled-serializer.js';

const serialize = compiledSerializer({
  schema: LeadListRowSchema,
  method: 'GET',
  url: '/',
  httpStatus: '200',
}) as (value: unknown) => string;

describe('compiled response serializer (issue 23)', () => {
  it('writes only the fields a row has: no status appears when the row was asked without it', () => {
    const row = {
      id: '7f57f395-d73b-4e8d-9dc6-45124d61ed9a',
      internalId: 4,
      createdAt: '2026-11-26T09:11:43.259Z',
    };
    expect(JSON.parse(serialize(row))).toEqual(row);
  });

  it('keeps a status the row has, and leaves out keys the schema does not declare', () => {
    const row = { id: '7f57f395-d73b-4e8d-9dc6-45124d61ed9a', internalId: 4, status: 'NEW', secret: 'x' };
    expect(JSON.parse(serialize(row))).toEqual({ id: row.id, internalId: 4, status: 'NEW' });
  });
});
