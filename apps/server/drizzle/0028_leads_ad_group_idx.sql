-- The AD_GROUP lead filter (the analytics drill-down to one ad group) had no index: alone it walked the
-- sort index and read the heap until a page of matches (442 ms p95 for `ag-17` at 1,000,000 leads, issue
-- 13 benchmark). Led by the ad group id and carrying the sort key, one ad group is walked newest first.
CREATE INDEX IF NOT EXISTS "leads_adgroup_idx" ON "leads" ("adgroupid", "created_at", "internal_id")
  WHERE deleted_at IS NULL;
