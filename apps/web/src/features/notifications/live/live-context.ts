import type { LiveEventPayload, LiveEventType } from '@leadhouse/domain';
import { createContext, useContext, useEffect, useRef } from 'react';

/** State of the tab's stream: `connecting` at first, `open`, `reconnecting` after a drop, `off` signed out. */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'off';

type AnyHandler = (payload: never) => void;

/** What the live provider shares: its status and a way to listen to one event type. */
export interface LiveContextValue {
  status: LiveStatus;
  subscribe: <T extends LiveEventType>(
    type: T,
    handler: (payload: LiveEventPayload<T>) => void,
  ) => () => void;
}

const offline: LiveContextValue = { status: 'off', subscribe: () => () => undefined };

export const LiveContext = createContext<LiveContextValue>(offline);

/** The tab's live connection status (`off` outside a `LiveProvider`). */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext).status;
}

/**
 * Calls `handler` with the payload of every `type` event of the tab's stream (issue 21). The handler may
 * change on every render; the subscription does not. A `ready` event arrives on every (re)connection: listen
 * to it to catch up with what may have changed while the stream was down (the stream is only a hint).
 */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (payload: LiveEventPayload<T>) => void,
): void {
  const { subscribe } = useContext(LiveContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(type, (payload) => latest.current(payload)), [subscribe, type]);
}

/** A listener registry: `LiveEventType` → handlers. */
export function createListeners() {
  const byType = new Map<LiveEventType, Set<AnyHandler>>();
  return {
    add(type: LiveEventType, handler: AnyHandler): () => void {
      const set = byType.get(type) ?? new Set<AnyHandler>();
      byType.set(type, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    emit(type: LiveEventType, payload: unknown): void {
      for (const handler of [...(byType.get(type) ?? [])]) (handler as (p: unknown) => void)(payload);
    },
  };
}
