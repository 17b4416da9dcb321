import { poolRoutes } from '@leadhouse/domain';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { queryKeyOf } from './api-client';
import { listQueryOptions } from './list-query';

const page = (n: number) => ({ rows: [], count: n });

describe('listQueryOptions', () => {
  it('fetches the route with its query and keeps the last page on screen while the next one loads', async () => {
    let release: (() => void) | undefined;
    const calls = mockFetch((call) => {
      const n = Number(new URL(call.url, 'http://localhost').searchParams.get('page'));
      if (n === 1) return { body: page(1) };
      return new Promise((resolve) => (release = () => resolve({ body: page(n) })));
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = listQueryOptions(poolRoutes.list, { page: 1, limit: 10 });
    expect(first.queryKey).toEqual(queryKeyOf(poolRoutes.list, { query: { page: 1, limit: 10 } }));

    const observer = new QueryObserver(client, first);
    const seen: Array<{ count: number | undefined; placeholder: boolean }> = [];
    const stop = observer.subscribe((r) =>
      seen.push({ count: r.data?.count, placeholder: r.isPlaceholderData }),
    );
    await expect.poll(() => observer.getCurrentResult().data?.count).toBe(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/pools?page=1&limit=10']);

    observer.setOptions(listQueryOptions(poolRoutes.list, { page: 2, limit: 10 }));
    // Page 2 is on its way: page 1 stays, marked as a placeholder, instead of an empty grid.
    await expect.poll(() => calls.length).toBe(2);
    expect(observer.getCurrentResult()).toMatchObject({ data: page(1), isPlaceholderData: true });
    release?.();
    await expect.poll(() => observer.getCurrentResult().data?.count).toBe(2);
    expect(observer.getCurrentResult().isPlaceholderData).toBe(false);
    // From the first answer on, the list never showed no rows at all.
    expect(seen.slice(seen.findIndex((s) => s.count === 1)).every((s) => s.count !== undefined)).toBe(true);
    stop();
  });
});
