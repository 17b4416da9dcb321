import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { tz } from './columns.js';

/**
 * Signed download links (docs/decisions.md, CSV export): what a short-lived link downloads, for whom. The
 * browser follows the link without a bearer header, so the selection (a list query, up to 50,000 ids, or an
 * import's rejections) is kept here, where every server instance can serve it. Only the SHA-256 of the
 * token is stored. A link serves once (`usedAt`), until `expiresAt`, and only while the user's token
 * version is still `tokenVersion` (a logout revokes it). Rows expired for an hour are pruned.
 */
export const exportLinks = pgTable(
  'export_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenVersion: integer('token_version').notNull(),
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('export_links_expires_idx').on(t.expiresAt)],
);
export type ExportLinkRow = typeof exportLinks.$inferSelect;
