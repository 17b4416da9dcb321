import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  LIVE_RETRY_MS,
  NotificationListResponseSchema,
  type Notification,
  type NotificationListResponse,
} from '@leadhouse/domain';
import { actorWith, ENGINES, makeUser, useTestApp } from '../../test/test-app.js';
import { eventsOf, listenOnce, openStream } from './notifications.test-helpers.js';
import { notify, pruneOld } from './index.js';

/*
 * Notifications (issue 21 §1) and the event stream (§2): a user sees and marks only its own; the stream
 * starts with `ready`, carries each new notification with the unread count, replays missed ones after
 * Last-Event-ID, is never compressed, and ends when the token is revoked.
 */
describe.each(ENGINES)('notifications and the event stream on %s', (engine) => {
  const t = useTestApp(engine);
  let base: string;
  beforeAll(async () => {
    base = await listenOnce(t);
  });

  const tell = (userIds: string[], subjectId = crypto.randomUUID(), count = 1) =>
    t.database.db.transaction((tx) =>
      notify(tx, userIds, { kind: 'lead.assigned', subject: 'lead', subjectId, data: { count } }),
    );
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ url: `/api/notifications${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return NotificationListResponseSchema.parse(res.json()) as NotificationListResponse;
  };

  it('lists only my own, newest first, with my unread count; marks one and all read', async () => {
    const me = await actorWith(t, 'sales');
    const other = await actorWith(t, 'sales');
    for (let i = 1; i <= 3; i++) await tell([me.user.id], undefined, i);
    await tell([other.user.id]);
    const mine = await list(me.headers);
    expect(mine.count).toBe(3);
    expect(mine.unread).toBe(3);
    expect(mine.rows.map((r) => r.data.count)).toEqual([3, 2, 1]);
    const first = mine.rows[2]!;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: me.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Notification>().readAt).not.toBeNull();
    const count = await t.app.inject({ url: '/api/notifications/unread-count', headers: me.headers });
    expect(count.json()).toEqual({ unread: 2 });
    expect((await list(me.headers, '?unread=true')).rows).toHaveLength(2);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: me.headers,
    });
    expect(all.json()).toEqual({ updated: 2, unread: 0 });
    expect((await list(other.headers)).unread).toBe(1);
  });

  it("answers 404 for someone else's notification and changes nothing", async () => {
    const me = await actorWith(t, 'sales');
    const other = await actorWith(t, 'sales');
    await tell([other.user.id]);
    const theirs = (await list(other.headers)).rows[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${theirs.id}/read`,
      headers: me.headers,
    });
    expect(res.statusCode, res.body).toBe(404);
    expect((await list(other.headers)).unread).toBe(1);
    const bad = await t.app.inject({ method: 'POST', url: '/api/notifications/x/read', headers: me.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('streams ready, then each new notification with the unread count; uncompressed', async () => {
    const me = await actorWith(t, 'sales');
    const s = await openStream(base, me.headers);
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    expect(s.contentEncoding).toBeNull();
    await expect.poll(() => eventsOf(s, 'ready').length).toBe(1);
    expect(s.events[0]!.event).toBe('ready');
    expect(s.retry).toBe(LIVE_RETRY_MS);
    await tell([me.user.id]);
    await tell([me.user.id]);
    await expect.poll(() => eventsOf(s, 'notification').length).toBe(2);
    const [a, b] = eventsOf(s, 'notification');
    expect(a!.data).toMatchObject({ kind: 'lead.assigned', unread: 1 });
    expect(b!.data).toMatchObject({ unread: 2 });
    expect(Number(b!.id)).toBeGreaterThan(Number(a!.id));
    s.close();
  });

  it('replays the notifications after Last-Event-ID, oldest first, and nothing before it', async () => {
    const me = await actorWith(t, 'sales');
    const s = await openStream(base, me.headers);
    await tell([me.user.id]);
    await expect.poll(() => eventsOf(s, 'notification').length).toBe(1);
    const lastId = eventsOf(s, 'notification')[0]!.id!;
    s.close();
    for (let i = 0; i < 3; i++) await tell([me.user.id]);
    const again = await openStream(base, me.headers, lastId);
    await expect.poll(() => eventsOf(again, 'notification').length).toBe(3);
    expect(again.events[0]).toMatchObject({ event: 'ready', data: { lastEventId: lastId } });
    const ids = eventsOf(again, 'notification').map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids.every((id) => id > Number(lastId))).toBe(true);
    again.close();
  });

  it('tells my other tabs when I read (notifications.read)', async () => {
    const me = await actorWith(t, 'sales');
    await tell([me.user.id]);
    const other = await openStream(base, me.headers);
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: me.headers });
    await expect.poll(() => eventsOf(other, 'notifications.read')[0]?.data).toEqual({ unread: 0 });
    other.close();
  });

  it('refuses a request that does not accept an event stream, or a bad Last-Event-ID (400)', async () => {
    const me = await actorWith(t, 'sales');
    const plain = await t.app.inject({ url: '/api/events', headers: me.headers });
    expect(plain.statusCode, plain.body).toBe(400);
    const bad = await t.app.inject({
      url: '/api/events',
      headers: { ...me.headers, accept: 'text/event-stream', 'last-event-id': 'abc' },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const anonymous = await t.app.inject({ url: '/api/events', headers: { accept: 'text/event-stream' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("ends the stream at sign-out and at a password change, on every one of the user's tabs", async () => {
    const me = await actorWith(t, 'sales');
    const [a, b] = [await openStream(base, me.headers), await openStream(base, me.headers)];
    await expect.poll(() => eventsOf(b, 'ready').length).toBe(1);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: me.headers });
    expect(out.statusCode).toBe(200);
    await Promise.all([a.ended, b.ended]);
    expect(a.isEnded() && b.isEnded()).toBe(true);

    const admin = await actorWith(t, 'admin');
    const user = await actorWith(t, 'sales');
    const s = await openStream(base, user.headers);
    await expect.poll(() => eventsOf(s, 'ready').length).toBe(1);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: admin.headers,
      payload: { id: user.user.id, password: 'A-new-password-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await s.ended;
    const refused = await openStream(base, user.headers);
    expect(refused.status).toBe(401);
  });

  it('ends every stream when the process begins its shutdown (drain), so the drain settles', async () => {
    const me = await actorWith(t, 'sales');
    const s = await openStream(base, me.headers);
    await expect.poll(() => eventsOf(s, 'ready').length).toBe(1);
    t.app.drain.begin();
    await s.ended;
    expect(await t.app.drain.settled(5_000)).toBe(true);
  });

  it('prunes notifications past the retention and beyond the most kept per user', async () => {
    const me = await makeUser(t);
    for (let i = 0; i < 5; i++) await tell([me.id]);
    await t.database.db.execute(
      sql`UPDATE notifications SET created_at = now() - interval '40 days'
          WHERE id = (SELECT id FROM notifications WHERE user_id = ${me.id}::uuid ORDER BY seq LIMIT 1)`,
    );
    expect(await pruneOld(t.database.db, { maxPerUser: 3 })).toBeGreaterThanOrEqual(2);
    const rows = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1',
      [me.id],
    );
    expect(Number(rows[0]!.n)).toBe(3);
  });
});
