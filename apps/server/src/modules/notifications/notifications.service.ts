import { sql } from 'drizzle-orm';
import {
  featuresFor,
  NOTIFICATION_MAX_PER_USER,
  NOTIFICATION_RETENTION_DAYS,
  type AllowedFeatures,
  type Feature,
  type Notification,
  type NotificationListQuery,
  type NotificationListResponse,
  type ReadAllResponse,
  type Role,
  type RoleActor,
  type UnreadCount,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { offsetOf } from '../../lib/paging.js';
import { queryRows, type Runner } from '../../lib/sql.js';
import type { Actor } from '../../plugins/auth.js';
import * as repo from './notifications.repository.js';

export type { NotificationInput } from './notifications.repository.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A stored row as the API answers it (`NotificationSchema`). */
export function toNotification(row: repo.NotificationDbRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    subjectId: row.subject_id,
    data: row.data ?? {},
    createdAt: iso(row.created_at)!,
    readAt: iso(row.read_at),
  };
}

/**
 * Tells `recipients` (user ids; duplicates collapse) about one change: one row per recipient, announced to
 * every server process on commit (issue 21 §1). Call it with the transaction that makes the change, so the
 * notification exists exactly when the change does. Callers decide who may hear of the subject (the same
 * visibility rules as the lists) and send ONE notification per recipient per action, with counts in `data`.
 * @returns how many notifications were written.
 */
export async function notify(tx: Runner, recipients: readonly string[], input: repo.NotificationInput) {
  return repo.insertNotifications(tx, recipients, input);
}

/**
 * Like `notify`, for repeated failures of one subject (deliveries of one integration): a recipient who
 * still has an unread notification of this kind and subject gets its `data.count` raised by one instead of
 * a new row (no new event; the list shows the count); the others get a new one with `count: 1`.
 */
export async function notifyCoalesced(
  tx: Runner,
  recipients: readonly string[],
  input: repo.NotificationInput,
): Promise<number> {
  const fresh = await repo.bumpUnread(tx, [...new Set(recipients)], input);
  return repo.insertNotifications(tx, fresh, { ...input, data: { ...input.data, count: 1 } });
}

/**
 * Active users who have `feature` (role defaults and per-user overrides) and pass `may` (a role predicate
 * of `roles.ts`, e.g. `canManageIntegrations`): the recipients of failures only such users can act on.
 */
export async function usersWhoMay(
  db: Runner,
  feature: Feature,
  may: (actor: RoleActor) => boolean = () => true,
): Promise<string[]> {
  const rows = await queryRows<{ id: string; role: Role; feature_overrides: AllowedFeatures | null }>(
    db,
    sql`SELECT id, role, feature_overrides FROM users WHERE active AND role <> 'integration'`,
  );
  return rows.filter((u) => featuresFor(u.role, u.feature_overrides)[feature] && may(u)).map((u) => u.id);
}

/** `GET /api/notifications`: the caller's own, newest first, with its unread count. */
export async function listMine(
  db: Db,
  actor: Actor,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const page = await repo.listNotifications(db, actor.id, {
    unreadOnly: query.unread === 'true',
    limit: query.limit,
    offset: offsetOf(query.page, query.limit),
  });
  const unread = await repo.countUnread(db, actor.id);
  return { rows: page.rows.map(toNotification), count: page.count, unread };
}

/** `GET /api/notifications/unread-count`: the bell's badge. */
export async function unreadCount(db: Db, actor: Actor): Promise<UnreadCount> {
  return { unread: await repo.countUnread(db, actor.id) };
}

/**
 * `POST /api/notifications/:id/read` (idempotent): the caller's other tabs hear the new unread count.
 * @throws AppError NOT_FOUND when the id is not one of the caller's notifications (someone else's too).
 */
export async function markMineRead(db: Db, actor: Actor, id: string): Promise<Notification> {
  return db.transaction(async (tx) => {
    const row = await repo.markRead(tx, actor.id, id);
    if (!row) throw notFound(MSG.problems.notificationNotFound);
    await repo.announceUnread(tx, actor.id, await repo.countUnread(tx, actor.id));
    return toNotification(row);
  });
}

/** `POST /api/notifications/read-all`: every unread one of the caller; other tabs hear `unread: 0`. */
export async function markAllMineRead(db: Db, actor: Actor): Promise<ReadAllResponse> {
  return db.transaction(async (tx) => {
    const updated = await repo.markAllRead(tx, actor.id);
    const unread = await repo.countUnread(tx, actor.id);
    if (updated > 0) await repo.announceUnread(tx, actor.id, unread);
    return { updated, unread };
  });
}

/**
 * Removes notifications older than NOTIFICATION_RETENTION_DAYS (30) and each user's beyond its newest
 * NOTIFICATION_MAX_PER_USER (1,000), read or not (docs/decisions.md "Live updates"). Run by the
 * `notifications-prune` job (notifications.prune.ts).
 */
export function pruneOld(db: Runner, now?: { retentionDays?: number; maxPerUser?: number }) {
  return repo.pruneNotifications(
    db,
    now?.retentionDays ?? NOTIFICATION_RETENTION_DAYS,
    now?.maxPerUser ?? NOTIFICATION_MAX_PER_USER,
  );
}
