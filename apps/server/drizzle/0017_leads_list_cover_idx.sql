-- Issue 13: rows for filter combinations from an index path. The leads_created_idx key (created_at,
-- internal_id) carrying every already-indexed filter column, so a page filtered by any mix of assignee,
-- pool, affiliate, creator, campaign, country, source, deposits and last comment walks this index
-- newest-first and filters on the index tuples (index-only: no heap fetch per candidate). status, funnel
-- and last_contacted are left out on purpose: a change of an indexed column is never a HOT update (docs/
-- benchmarks.md, migration 0006), and bulk status/funnel changes rely on HOT.
CREATE INDEX IF NOT EXISTS "leads_list_cover_idx" ON "leads" ("created_at", "internal_id")
  INCLUDE ("assigned_to", "pool_id", "affiliate_id", "created_by", "campaign", "country", "platform",
    "deposit_count", "deposit_amount", "last_comment_at")
  WHERE "deleted_at" IS NULL;
