import { useSyncExternalStore } from 'react';

/*
 * The global loader by channel (spec §2: "A global loading overlay shows while any loader is active. Loader
 * channels are: main, stepper modal, pools select, assignment, leads analytics, user details and
 * dispatch"). A long action marks its channel busy while it runs (`track`, or `begin` and the returned
 * end); the shell's overlay shows while any channel is busy (features/shell GlobalLoader).
 */

/** The loader channels of spec §2. */
export const LOADER_CHANNELS = [
  'main',
  'stepperModal',
  'poolsSelect',
  'assignment',
  'leadsAnalytics',
  'userDetails',
  'dispatch',
] as const;
export type LoaderChannel = (typeof LOADER_CHANNELS)[number];

/** A store of busy channels: each channel counts the actions running on it. */
export interface LoaderStore {
  /** Marks `channel` busy; the returned function ends that one action (calling it again does nothing). */
  begin: (channel: LoaderChannel) => () => void;
  /** Keeps `channel` busy until `work` settles; answers `work` itself. */
  track: <T>(channel: LoaderChannel, work: Promise<T>) => Promise<T>;
  /** The busy channels, in `LOADER_CHANNELS` order (the same array until a channel starts or stops). */
  active: () => readonly LoaderChannel[];
  subscribe: (listener: () => void) => () => void;
}

/** A new, empty loader store (the app uses `loaderChannels`; tests make their own). */
export function createLoaderStore(): LoaderStore {
  const counts = new Map<LoaderChannel, number>();
  const listeners = new Set<() => void>();
  let snapshot: readonly LoaderChannel[] = [];

  const change = (channel: LoaderChannel, delta: number) => {
    const next = Math.max(0, (counts.get(channel) ?? 0) + delta);
    if (next === 0) counts.delete(channel);
    else counts.set(channel, next);
    const busy = LOADER_CHANNELS.filter((c) => counts.has(c));
    if (busy.length !== snapshot.length || busy.some((c, i) => c !== snapshot[i])) {
      snapshot = busy;
      for (const listener of listeners) listener();
    }
  };

  const begin = (channel: LoaderChannel) => {
    change(channel, 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      change(channel, -1);
    };
  };

  return {
    begin,
    track: (channel, work) => {
      const end = begin(channel);
      return work.finally(end);
    },
    active: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's loader store. */
export const loaderChannels = createLoaderStore();

/** The busy channels of `store` (re-renders when a channel starts or stops). */
export function useActiveLoaders(store: LoaderStore = loaderChannels): readonly LoaderChannel[] {
  return useSyncExternalStore(store.subscribe, store.active, store.active);
}
