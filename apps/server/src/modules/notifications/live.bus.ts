import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEventType } from '@leadhouse/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/auth.js';
import { LIVE_CHANNEL } from './notifications.repository.js';
import { createLeadAudience, type LeadScopeOf } from './live.audience.js';

/** One connected event stream (one browser tab) as the bus sees it. */
export interface LiveClient {
  readonly actor: Actor;
  /** Sends one event; `id` (a notification's seq) becomes the stream's resume point. */
  send: (type: LiveEventType, data: unknown, id?: string) => void;
  /** Ends the stream (revoked token, lost listener, shutdown). */
  close: () => void;
}

/** What the database announces on `LIVE_CHANNEL` (notifications.repository.ts, migration 0033, live.publish.ts). */
type Announcement =
  | { type: 'notification'; userId: string; id: string; seq: number; kind: string; unread: number }
  | { type: 'notifications.read'; userId: string; unread: number }
  | { type: 'revoke'; userId: string }
  | { type: 'leads.created'; from: number; to: number; count: number }
  | { type: 'lead.changed'; leadIds: string[]; by: string | null };

export interface LiveBus {
  /** Registers a stream; returns its removal. */
  add: (client: LiveClient) => () => void;
  /** Streams connected to this process. */
  connected: () => number;
  /** Ends every stream (shutdown: plugins/drain.ts) without stopping the listener. */
  closeAll: () => void;
  /** Stops listening and ends every stream. */
  close: () => Promise<void>;
}

/**
 * The one event bus of a server process (issue 21 §2; docs/decisions.md "Live updates"): LISTENs on
 * `lh_live` (a dedicated client on PostgreSQL, `pglite.listen` on PGlite), so it hears what any process
 * committed, and dispatches to the streams connected here by user id. Lead events go only to users the
 * leads visibility rules let see the lead (`live.audience.ts`, one query per event over the distinct
 * connected users). If the PostgreSQL listener connection drops, every stream is closed: browsers
 * reconnect with `Last-Event-ID` and replay what they missed, so a lost connection loses nothing.
 */
export async function createLiveBus(
  database: Database,
  opts: { leadScope: LeadScopeOf; log?: FastifyBaseLogger },
): Promise<LiveBus> {
  const byUser = new Map<string, Set<LiveClient>>();
  const audience = createLeadAudience(database.db, opts.leadScope);
  const all = () => [...byUser.values()].flatMap((s) => [...s]);
  const closeAll = () => all().forEach((c) => c.close());

  const dispatch = (a: Announcement) => dispatchTo(byUser, audience, a);
  const onPayload = (payload: string | undefined) => {
    let a: Announcement;
    try {
      a = JSON.parse(payload ?? '') as Announcement;
    } catch {
      return;
    }
    if (byUser.size === 0) return;
    dispatch(a).catch((err: unknown) =>
      opts.log?.warn({ event: 'live-dispatch', name: (err as Error)?.name }),
    );
  };
  const stop = await listen(database, onPayload, () => {
    opts.log?.warn({ event: 'live-listener-lost' }, 'live listener reconnected: streams closed to resume');
    closeAll();
  });

  return {
    add: (client) => {
      const set = byUser.get(client.actor.id) ?? new Set<LiveClient>();
      byUser.set(client.actor.id, set.add(client));
      return () => {
        set.delete(client);
        if (set.size === 0 && byUser.get(client.actor.id) === set) byUser.delete(client.actor.id);
      };
    },
    connected: () => all().length,
    closeAll,
    close: async () => {
      await stop();
      closeAll();
    },
  };
}

/** Sends one announcement to the streams of this process it concerns (lead events: visibility first). */
async function dispatchTo(
  byUser: Map<string, Set<LiveClient>>,
  audience: ReturnType<typeof createLeadAudience>,
  a: Announcement,
): Promise<void> {
  const of = (userId: string) => [...(byUser.get(userId) ?? [])];
  switch (a.type) {
    case 'notification':
      for (const c of of(a.userId))
        c.send('notification', { id: a.id, kind: a.kind, unread: a.unread }, String(a.seq));
      return;
    case 'notifications.read':
      for (const c of of(a.userId)) c.send('notifications.read', { unread: a.unread });
      return;
    case 'revoke':
      for (const c of of(a.userId)) c.close();
      return;
    case 'leads.created': {
      const counts = await audience.createdCounts(byUser, a.from, a.to);
      for (const [userId, count] of counts) for (const c of of(userId)) c.send('leads.created', { count });
      return;
    }
    case 'lead.changed': {
      const seen = await audience.changedVisible(byUser, a.leadIds);
      for (const [userId, ids] of seen)
        for (const c of of(userId)) for (const leadId of ids) c.send('lead.changed', { leadId, by: a.by });
    }
  }
}

/**
 * LISTENs on `LIVE_CHANNEL`. PGlite: its own `listen`. PostgreSQL: a dedicated client (a pooled one could be
 * handed to other queries); when it fails it is replaced (every second until it succeeds) and `onLost`
 * runs once the new one listens, since announcements made in between were not heard.
 */
async function listen(
  database: Database,
  onPayload: (payload: string | undefined) => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  if (database.pglite) return database.pglite.listen(LIVE_CHANNEL, onPayload);
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client(database.pool!.options);
    c.on('notification', (m) => onPayload(m.payload));
    c.on('error', () => undefined);
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = undefined;
      void retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    client = c;
  };
  const retry = async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, 1000));
      try {
        await connect();
        onLost();
        return;
      } catch {
        // The database is still away: try again in a second.
      }
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
