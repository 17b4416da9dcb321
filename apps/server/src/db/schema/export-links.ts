import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { tz, uuidKey, createdAt, ownedBy } from './columns.js';

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
    id: uuidKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownedBy('user_id', () => users.id),
    tokenVersion: integer('token_version').notNull(),
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('export_links_expires_idx').on(t.expiresAt)],
);
export type ExportLinkRow = typeof exportLinks.$inferSelect;
