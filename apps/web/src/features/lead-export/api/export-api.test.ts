import { describe, expect, it } from 'vitest';
import { buildExportQuery, buildExportRequest, selectedIds } from './export-api';

const A = '7f0f3c2e-7d1c-4a55-9a8e-8b1c0d8f1a01';
const B = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

describe('export query', () => {
  it('takes the leads page list state: search, sort and filters, without paging', () => {
    expect(
      buildExportQuery(
        {
          page: 3,
          limit: 100,
          search: ' ali ',
          sort: { field: 'lastName', direction: -1 },
          filters: { STATUS: ['NEW', 'ACTIVE'], COUNTRIES: ['SA'], FROM: '2026-01-01', PHONE_NUMBER: '050' },
        },
        'Asia/Riyadh',
      ),
    ).toEqual({
      STATUS: 'NEW,ACTIVE',
      COUNTRIES: 'SA',
      FROM: '2026-01-01',
      keywords: 'ali',
      sortBy: '{"lastName":-1}',
      TZ: 'Asia/Riyadh',
    });
  });

  it('takes the API query the list sends just as well', () => {
    expect(
      buildExportQuery({
        page: 2,
        limit: 40,
        keywords: 'x',
        sortBy: '{"createdAt":1}',
        FUNNEL: 'Whale',
        PHONE_NUMBER: '0501234',
        TZ: 'UTC',
        empty: '',
        none: undefined,
      }),
    ).toEqual({
      keywords: 'x',
      sortBy: '{"createdAt":1}',
      FUNNEL: 'Whale',
      PHONE_NUMBER: '0501234',
      TZ: 'UTC',
    });
  });

  it('exports everything matching when nothing is selected (GET), the selection otherwise (POST)', () => {
    expect(buildExportRequest([], { search: 'a' }, 'UTC')).toEqual({
      method: 'GET',
      query: { keywords: 'a', TZ: 'UTC' },
    });
    expect(buildExportRequest([A, B], { sort: { field: 'email', direction: 1 } }, 'UTC')).toEqual({
      method: 'POST',
      body: { ids: [A, B], sortBy: '{"email":1}' },
    });
    expect(buildExportRequest(new Set([A]), null, 'UTC')).toEqual({ method: 'POST', body: { ids: [A] } });
  });

  it('reads ids from an array, a set or the spec’s selected map', () => {
    expect(selectedIds([A])).toEqual([A]);
    expect(selectedIds(new Set([A, B]))).toEqual([A, B]);
    expect(selectedIds({ [A]: true, [B]: false })).toEqual([A]);
    expect(selectedIds(undefined)).toEqual([]);
  });
});
