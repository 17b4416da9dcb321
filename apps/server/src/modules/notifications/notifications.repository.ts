import { sql } from 'drizzle-orm';
import type { NotificationKind, NotificationSubject } from '@leadhouse/domain';
import { queryRows, uuidArray, type Runner } from '../../lib/sql.js';

/** The channel every server process LISTENs on (modules/notifications/live.bus.ts; migration 0033). */
export const LIVE_CHANNEL = 'lh_live';

/** One stored notification as the repository reads it (snake_case columns mapped). */
export interface NotificationDbRow {
  id: string;
  seq: string | number;
  kind: NotificationKind;
  subject: NotificationSubject;
  subject_id: string;
  data: Record<string, string | number | boolean>;
  created_at: Date | string;
  read_at: Date | string | null;
}

const COLUMNS = sql`id, seq, kind, subject, subject_id, data, created_at, read_at`;

/** What one notification says, for every recipient alike. */
export interface NotificationInput {
  kind: NotificationKind;
  subject: NotificationSubject;
  subjectId: string;
  data?: Record<string, string | number | boolean>;
}

/**
 * Inserts one row per distinct recipient and, in the same statement, announces each on `LIVE_CHANNEL`
 * (`{type: 'notification', userId, id, seq, kind, unread}`; `unread` counts the new row). PostgreSQL
 * delivers the announcements when the caller's transaction commits, never on rollback. Returns the rows'
 * count.
 */
export async function insertNotifications(
  tx: Runner,
  recipients: readonly string[],
  n: NotificationInput,
): Promise<number> {
  if (recipients.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`WITH ins AS (
          INSERT INTO notifications (user_id, kind, subject, subject_id, data)
          SELECT DISTINCT u, ${n.kind}, ${n.subject}, ${n.subjectId}, ${JSON.stringify(n.data ?? {})}::jsonb
          FROM unnest(${uuidArray(recipients)}) AS u
          RETURNING id, seq, user_id, kind
        )
        SELECT count(pg_notify(${LIVE_CHANNEL}, json_build_object(
          'type', 'notification', 'userId', ins.user_id, 'id', ins.id, 'seq', ins.seq, 'kind', ins.kind,
          'unread', 1 + (SELECT count(*) FROM notifications x WHERE x.user_id = ins.user_id AND x.read_at IS NULL)
        )::text))::int AS n FROM ins`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Adds one to `data.count` of each recipient's UNREAD notification of the same kind and subject, and
 * returns the recipients that had none (they get a new notification). A burst of failures of one
 * integration is then one line in the bell with a growing count, not thousands.
 */
export async function bumpUnread(
  tx: Runner,
  recipients: readonly string[],
  n: Pick<NotificationInput, 'kind' | 'subjectId'>,
): Promise<string[]> {
  if (recipients.length === 0) return [];
  const bumped = await queryRows<{ user_id: string }>(
    tx,
    sql`UPDATE notifications SET data = jsonb_set(data, '{count}', to_jsonb(coalesce((data->>'count')::int, 1) + 1))
        WHERE user_id = ANY(${uuidArray(recipients)}) AND kind = ${n.kind} AND subject_id = ${n.subjectId}
          AND read_at IS NULL
        RETURNING user_id`,
  );
  const had = new Set(bumped.map((b) => b.user_id));
  return recipients.filter((r) => !had.has(r));
}

/** A page of `userId`'s notifications, newest first, with the total for the filter. */
export async function listNotifications(
  db: Runner,
  userId: string,
  opts: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationDbRow[]; count: number }> {
  const unread = opts.unreadOnly ? sql`AND read_at IS NULL` : sql``;
  const rows = await queryRows<NotificationDbRow>(
    db,
    sql`SELECT ${COLUMNS} FROM notifications WHERE user_id = ${userId}::uuid ${unread}
        ORDER BY seq DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId}::uuid ${unread}`,
  );
  return { rows, count: Number(total?.n ?? 0) };
}

/** Unread notifications of `userId` (the bell's badge; partial index `notifications_unread_idx`). */
export async function countUnread(db: Runner, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId}::uuid AND read_at IS NULL`,
  );
  return Number(row?.n ?? 0);
}

/** Marks one of `userId`'s notifications read (keeps the first read time); undefined if not theirs. */
export async function markRead(
  db: Runner,
  userId: string,
  id: string,
): Promise<NotificationDbRow | undefined> {
  const [row] = await queryRows<NotificationDbRow>(
    db,
    sql`UPDATE notifications SET read_at = coalesce(read_at, now())
        WHERE id = ${id}::uuid AND user_id = ${userId}::uuid RETURNING ${COLUMNS}`,
  );
  return row;
}

/** Marks every unread notification of `userId` read; returns how many changed. */
export async function markAllRead(db: Runner, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH upd AS (UPDATE notifications SET read_at = now()
          WHERE user_id = ${userId}::uuid AND read_at IS NULL RETURNING 1)
        SELECT count(*)::int AS n FROM upd`,
  );
  return Number(row?.n ?? 0);
}

/** Announces `userId`'s new unread count to its other tabs (`notifications.read`), on commit. */
export async function announceUnread(db: Runner, userId: string, unread: number): Promise<void> {
  await queryRows(
    db,
    sql`SELECT pg_notify(${LIVE_CHANNEL}, json_build_object(
          'type', 'notifications.read', 'userId', ${userId}::uuid, 'unread', ${unread}::int)::text)`,
  );
}

/** `userId`'s notifications with `seq` above `afterSeq`, oldest first (a stream's resume), at most `limit`. */
export async function notificationsAfter(
  db: Runner,
  userId: string,
  afterSeq: number,
  limit: number,
): Promise<NotificationDbRow[]> {
  return queryRows<NotificationDbRow>(
    db,
    sql`SELECT ${COLUMNS} FROM notifications WHERE user_id = ${userId}::uuid AND seq > ${afterSeq}
        ORDER BY seq LIMIT ${limit}`,
  );
}

/** The newest `seq` of `userId` (0 when none): a fresh stream's resume point. */
export async function lastSeq(db: Runner, userId: string): Promise<number> {
  const [row] = await queryRows<{ s: string | number | null }>(
    db,
    sql`SELECT max(seq) AS s FROM notifications WHERE user_id = ${userId}::uuid`,
  );
  return Number(row?.s ?? 0);
}

/**
 * Removes notifications created more than `retentionDays` ago, and each user's beyond its newest
 * `maxPerUser`. Returns how many rows went.
 */
export async function pruneNotifications(
  db: Runner,
  retentionDays: number,
  maxPerUser: number,
): Promise<number> {
  const old = await queryRows<{ n: number }>(
    db,
    sql`WITH d AS (DELETE FROM notifications
          WHERE created_at < now() - make_interval(days => ${retentionDays}::int) RETURNING 1)
        SELECT count(*)::int AS n FROM d`,
  );
  const extra = await queryRows<{ n: number }>(
    db,
    sql`WITH ranked AS (
          SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY seq DESC) AS rn FROM notifications
          WHERE user_id IN (SELECT user_id FROM notifications GROUP BY user_id HAVING count(*) > ${maxPerUser}::int)
        ), d AS (DELETE FROM notifications WHERE id IN (SELECT id FROM ranked WHERE rn > ${maxPerUser}::int)
          RETURNING 1)
        SELECT count(*)::int AS n FROM d`,
  );
  return Number(old[0]?.n ?? 0) + Number(extra[0]?.n ?? 0);
}
