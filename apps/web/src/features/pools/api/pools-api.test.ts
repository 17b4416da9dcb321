import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { DEFAULT_USER_LIST_PARAMS, usersQueryOptions } from '../../users/api/users-api';
import { DEFAULT_POOL_LIST_PARAMS, poolsQueryOptions } from './pools-api';

const pool = {
  id: '7f0f3c2e-7d1c-4a55-9a8e-8b1c0d8f1a01',
  name: 'Night shift',
  description: null,
  active: true,
  members: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('pools and users list queries on the contracts', () => {
  it('sends the pools list query the contract accepts and keys it under pools', async () => {
    const calls = mockFetch(() => ({ body: { rows: [pool], count: 1 } }));
    const options = poolsQueryOptions({
      ...DEFAULT_POOL_LIST_PARAMS,
      keywords: ' night ',
      sortBy: { field: 'name', direction: -1 },
    });
    const answer = await new QueryClient().fetchQuery(options);
    expect(answer.rows[0]?.name).toBe('Night shift');
    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/pools');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      limit: '50',
      keywords: 'night',
      sortBy: '{"name":-1}',
    });
    expect(options.queryKey[0]).toBe('pools');
  });

  it('leaves empty user filters out of the query (the contract refuses an empty role)', async () => {
    const calls = mockFetch(() => ({ body: { rows: [], count: 0 } }));
    await new QueryClient().fetchQuery(usersQueryOptions(DEFAULT_USER_LIST_PARAMS));
    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', limit: '40' });
    await new QueryClient().fetchQuery(
      usersQueryOptions({ ...DEFAULT_USER_LIST_PARAMS, role: 'affiliate', active: 'false' }),
    );
    const filtered = new URL(calls[1]!.url, 'http://localhost');
    expect(filtered.searchParams.get('role')).toBe('affiliate');
    expect(filtered.searchParams.get('active')).toBe('false');
  });
});
