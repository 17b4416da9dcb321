import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationSubject } from '@leadhouse/domain';
import { users } from './users.js';
import { tz, uuidKey, createdAt, ownedBy } from './columns.js';

/**
 * Notifications, one row per recipient (issue 21 §1; modules/notifications). Written in the same transaction
 * as the change they report, by the notifications service only. `seq` (identity) orders them and is the
 * Server-Sent Events id a reconnecting stream resumes after (`Last-Event-ID`). `data` holds ids, counts and
 * names for the text, never prose. Pruned after NOTIFICATION_RETENTION_DAYS and beyond
 * NOTIFICATION_MAX_PER_USER per user (the `notifications-prune` job).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    subject: text('subject').$type<NotificationSubject>().notNull(),
    subjectId: text('subject_id').notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: createdAt(),
    readAt: tz('read_at'),
  },
  (t) => [
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    // The bell's badge: unread rows of one user.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
