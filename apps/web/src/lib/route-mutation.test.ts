import { savedViewRoutes } from '@leadhouse/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { useRouteMutation } from './route-mutation';

const ID = '3f0c1f9e-8d2a-4c1b-9a57-0d1f4f1e2b3c';

/** A query client whose `views` and `other` queries are being watched (so an invalidation refetches). */
function setUp() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const fetched: string[] = [];
  for (const key of ['views', 'other']) {
    void client.fetchQuery({ queryKey: [key], queryFn: () => (fetched.push(key), key) });
  }
  const watch = (key: string) => client.getQueryCache().find({ queryKey: [key] })!;
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { client, fetched, watch, wrapper };
}

describe('useRouteMutation', () => {
  it('sends the request the variables make and refreshes only the given queries once it succeeds', async () => {
    const calls = mockFetch(() => ({ body: { message: 'Deleted' } }));
    const { client, watch, wrapper } = setUp();
    await expect.poll(() => watch('views').state.status).toBe('success');
    const { result } = renderHook(
      () => useRouteMutation(savedViewRoutes.remove, (id: string) => ({ params: { id } }), [['views']]),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(ID));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE /api/savedViews/${ID}`]);
    expect(watch('views').state.isInvalidated).toBe(true);
    expect(watch('other').state.isInvalidated).toBe(false);
    client.clear();
  });

  it('refreshes nothing when the server refuses the write', async () => {
    mockFetch(() => ({ status: 409, body: { message: 'Taken', code: 'conflict' } }));
    const { client, watch, wrapper } = setUp();
    await expect.poll(() => watch('views').state.status).toBe('success');
    const { result } = renderHook(
      () =>
        useRouteMutation(savedViewRoutes.update, (name: string) => ({ params: { id: ID }, body: { name } }), [
          ['views'],
        ]),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('Mine').catch(() => undefined));
    expect(result.current.error).toMatchObject({ status: 409 });
    expect(watch('views').state.isInvalidated).toBe(false);
    client.clear();
  });
});
