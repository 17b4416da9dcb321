-- Keeps lead_hour_counts (live leads per UTC hour of created_at) in step with leads: one aggregate upsert
-- per statement (transition tables). An update that changes neither created_at nor deleted_at cancels out
-- (+1 new, -1 old in the same hour) and writes nothing. Hours are upserted in order (no deadlocks).
CREATE FUNCTION lead_hour_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_hour_counts AS c (hour, n)
  SELECT date_trunc('hour', created_at, 'UTC'), count(*) FROM new_rows WHERE deleted_at IS NULL
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_hour_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_hour_counts AS c (hour, n)
  SELECT hour, sum(d) FROM (
    SELECT date_trunc('hour', created_at, 'UTC') AS hour, 1 AS d FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT date_trunc('hour', created_at, 'UTC'), -1 FROM old_rows WHERE deleted_at IS NULL
  ) x
  GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_hour_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_hour_counts AS c (hour, n)
  SELECT date_trunc('hour', created_at, 'UTC'), -count(*) FROM old_rows WHERE deleted_at IS NULL
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_hour_counts_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_hour_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER leads_hour_counts_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_hour_counts_apply_update();
--> statement-breakpoint
CREATE TRIGGER leads_hour_counts_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_hour_counts_apply_delete();
--> statement-breakpoint
INSERT INTO lead_hour_counts (hour, n)
SELECT date_trunc('hour', created_at, 'UTC'), count(*) FROM leads WHERE deleted_at IS NULL GROUP BY 1;
