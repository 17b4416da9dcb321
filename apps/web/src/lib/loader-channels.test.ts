import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLoaderStore, useActiveLoaders } from './loader-channels';

describe('loader channels (spec §2 global loader)', () => {
  it('a channel is busy from begin until its end, counting overlapping actions', () => {
    const store = createLoaderStore();
    expect(store.active()).toEqual([]);
    const endA = store.begin('main');
    const endB = store.begin('main');
    const endC = store.begin('assignment');
    expect(store.active()).toEqual(['main', 'assignment']);
    endA();
    endA(); // a second call of the same end does not end the other action
    expect(store.active()).toEqual(['main', 'assignment']);
    endB();
    expect(store.active()).toEqual(['assignment']);
    endC();
    expect(store.active()).toEqual([]);
  });

  it('track keeps the channel busy until the promise settles, also when it fails', async () => {
    const store = createLoaderStore();
    let finish!: (v: number) => void;
    const ok = store.track('dispatch', new Promise<number>((r) => (finish = r)));
    let fail!: (e: Error) => void;
    const bad = store.track('stepperModal', new Promise<number>((_r, j) => (fail = j)));
    expect(store.active()).toEqual(['stepperModal', 'dispatch']);
    finish(7);
    await expect(ok).resolves.toBe(7);
    expect(store.active()).toEqual(['stepperModal']);
    fail(new Error('slow server gave up'));
    await expect(bad).rejects.toThrow('slow server gave up');
    expect(store.active()).toEqual([]);
  });

  it('tells subscribers only when the set of busy channels changes', () => {
    const store = createLoaderStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    const end1 = store.begin('main');
    const end2 = store.begin('main');
    end1();
    expect(calls).toBe(1);
    end2();
    expect(calls).toBe(2);
    unsubscribe();
    store.begin('main');
    expect(calls).toBe(2);
  });

  it('useActiveLoaders re-renders with the busy channels', () => {
    const store = createLoaderStore();
    const { result } = renderHook(() => useActiveLoaders(store));
    expect(result.current).toEqual([]);
    let end!: () => void;
    act(() => {
      end = store.begin('leadsAnalytics');
    });
    expect(result.current).toEqual(['leadsAnalytics']);
    act(() => end());
    expect(result.current).toEqual([]);
  });
});
