import type { Lead } from '@leadhouse/domain';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LEAD_WORK_KEY } from './api/leads-api';
import { keepInPlace, useWorkedRows } from './use-worked-rows';

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

describe('useWorkedRows (issue 19 item 5)', () => {
  /** The hook with a status write of lead `a` that succeeds only when `finish` is called. */
  function setup() {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    let finish: () => void = () => undefined;
    const { result, rerender } = renderHook(
      ({ rows }: { rows: Lead[] }) => ({
        view: useWorkedRows('view', rows),
        write: useMutation({
          mutationKey: [...LEAD_WORK_KEY, 'status'],
          mutationFn: (_: { leadId: string; status: string }) =>
            new Promise<void>((resolve) => {
              finish = resolve;
            }),
        }),
      }),
      { wrapper, initialProps: { rows: [lead('a'), lead('b'), lead('c')] } },
    );
    return { result, rerender, finish: () => finish() };
  }

  it('keeps a row whose write is still on its way when the list comes back without it', async () => {
    const { result, rerender, finish } = setup();
    act(() => result.current.write.mutate({ leadId: 'a', status: 'FOLLOW_UP' }));
    // The write's own refetch answers before the write is marked a success: `a` left the filter.
    rerender({ rows: [lead('b'), lead('c')] });
    expect(result.current.view.rows.map((r) => [r.id, r.status])).toEqual([
      ['a', 'FOLLOW_UP'],
      ['b', 'NEW'],
      ['c', 'NEW'],
    ]);
    expect(result.current.view.changed.has('a')).toBe(true);
    await act(async () => finish());
    expect(result.current.view.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
