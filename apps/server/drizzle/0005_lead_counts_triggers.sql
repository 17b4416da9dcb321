-- Keeps lead_counts (live leads per assignee, pool, affiliate, creator, status) in step with leads, one
-- aggregate upsert per statement (transition tables), so a 10,000-row bulk change is one small upsert.
-- Rows are upserted in key order so concurrent statements lock counter rows in the same order.
CREATE FUNCTION lead_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (assigned_to, pool_id, affiliate_id, created_by, status, n)
  SELECT assigned_to, pool_id, affiliate_id, created_by, status, count(*)
  FROM new_rows WHERE deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (assigned_to, pool_id, affiliate_id, created_by, status, n)
  SELECT assigned_to, pool_id, affiliate_id, created_by, status, sum(d)
  FROM (
    SELECT assigned_to, pool_id, affiliate_id, created_by, status, 1 AS d FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT assigned_to, pool_id, affiliate_id, created_by, status, -1 AS d FROM old_rows WHERE deleted_at IS NULL
  ) x
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (assigned_to, pool_id, affiliate_id, created_by, status, n)
  SELECT assigned_to, pool_id, affiliate_id, created_by, status, -count(*)
  FROM old_rows WHERE deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_counts_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER leads_counts_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply_update();
--> statement-breakpoint
CREATE TRIGGER leads_counts_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply_delete();
--> statement-breakpoint
INSERT INTO lead_counts (assigned_to, pool_id, affiliate_id, created_by, status, n)
SELECT assigned_to, pool_id, affiliate_id, created_by, status, count(*)
FROM leads WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5;
