-- Keeps lead_facet_counts (live leads per facet value, assignee, pool, affiliate, creator and status) in step
-- with leads: one aggregate upsert per statement, like lead_counts (0005). The changed rows are first
-- grouped by every counted column (+1 new, -1 old; pairs that cancel are dropped, so an update that touches
-- none of them, e.g. a comment stamp, writes nothing), then each group is spread over the six facets.
-- `deposits` (deposit_count) and `amount` (deposit_amount floored to the thresholds of the domain's
-- DEPOSIT_AMOUNT_MIN_MINOR) are zero-padded text, so `value >= lpad(min)` is a range on the key index.
-- Also gives leads a fillfactor of 85 so that a status or funnel change (no index holds either since 0006)
-- can be a HOT update on the same page. It applies to pages written from now on; an existing table gets it
-- with a rewrite (VACUUM FULL leads, or pg_repack) in a maintenance window.
ALTER TABLE leads SET (fillfactor = 85);
--> statement-breakpoint
CREATE FUNCTION lead_amount_bucket(amount bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lpad((CASE WHEN amount >= 10000000 THEN 10000000 WHEN amount >= 1000000 THEN 1000000
    WHEN amount >= 500000 THEN 500000 WHEN amount >= 200000 THEN 200000 WHEN amount >= 100000 THEN 100000
    ELSE 0 END)::text, 19, '0')
$$;
--> statement-breakpoint
CREATE FUNCTION lead_facet_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT assigned_to, pool_id, affiliate_id, created_by, status, funnel, campaign, country, platform,
      deposit_count, lead_amount_bucket(deposit_amount) AS amount, sum(d) AS d
    FROM (SELECT assigned_to, pool_id, affiliate_id, created_by, status, funnel, campaign, country, platform, deposit_count, deposit_amount, 1 AS d FROM new_rows WHERE deleted_at IS NULL) x
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 HAVING sum(d) <> 0
  )
  INSERT INTO lead_facet_counts AS c (facet, value, assigned_to, pool_id, affiliate_id, created_by, status, n)
  SELECT f.facet, f.value, d.assigned_to, d.pool_id, d.affiliate_id, d.created_by, d.status, sum(d.d)
  FROM d CROSS JOIN LATERAL (VALUES ('funnel', d.funnel), ('campaign', d.campaign), ('country', d.country),
    ('platform', d.platform), ('deposits', lpad(d.deposit_count::text, 10, '0')), ('amount', d.amount)) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT lead_facet_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_facet_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT assigned_to, pool_id, affiliate_id, created_by, status, funnel, campaign, country, platform,
      deposit_count, lead_amount_bucket(deposit_amount) AS amount, sum(d) AS d
    FROM (SELECT assigned_to, pool_id, affiliate_id, created_by, status, funnel, campaign, country, platform, deposit_count, deposit_amount, 1 AS d FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT assigned_to, pool_id, affiliate_id, created_by, status, funnel, campaign, country, platform, deposit_count, deposit_amount, -1 AS d FROM old_rows WHERE deleted_at IS NULL) x
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 HAVING sum(d) <> 0
  )
  INSERT INTO lead_facet_counts AS c (facet, value, assigned_to, pool_id, affiliate_id, created_by, status, n)
  SELECT f.facet, f.value, d.assigned_to, d.pool_id, d.affiliate_id, d.created_by, d.status, sum(d.d)
  FROM d CROSS JOIN LATERAL (VALUES ('funnel', d.funnel), ('campaign', d.campaign), ('country', d.country),
    ('platform', d.platform), ('deposits', lpad(d.deposit_count::text, 10, '0')), ('amount', d.amount)) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT lead_facet_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_facet_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT assigned_to, pool_id, affiliate_id, created_by, status, funnel, campaign, country, platform,
      deposit_count, lead_amount_bucket(deposit_amount) AS amount, sum(d) AS d
    FROM (SELECT assigned_to, pool_id, affiliate_id, created_by, status, funnel, campaign, country, platform, deposit_count, deposit_amount, -1 AS d FROM old_rows WHERE deleted_at IS NULL) x
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 HAVING sum(d) <> 0
  )
  INSERT INTO lead_facet_counts AS c (facet, value, assigned_to, pool_id, affiliate_id, created_by, status, n)
  SELECT f.facet, f.value, d.assigned_to, d.pool_id, d.affiliate_id, d.created_by, d.status, sum(d.d)
  FROM d CROSS JOIN LATERAL (VALUES ('funnel', d.funnel), ('campaign', d.campaign), ('country', d.country),
    ('platform', d.platform), ('deposits', lpad(d.deposit_count::text, 10, '0')), ('amount', d.amount)) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT lead_facet_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_facet_counts_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER leads_facet_counts_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_apply_update();
--> statement-breakpoint
CREATE TRIGGER leads_facet_counts_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_apply_delete();
--> statement-breakpoint
INSERT INTO lead_facet_counts (facet, value, assigned_to, pool_id, affiliate_id, created_by, status, n)
SELECT f.facet, f.value, l.assigned_to, l.pool_id, l.affiliate_id, l.created_by, l.status, count(*)
FROM leads l CROSS JOIN LATERAL (VALUES ('funnel', l.funnel), ('campaign', l.campaign), ('country', l.country),
  ('platform', l.platform), ('deposits', lpad(l.deposit_count::text, 10, '0')),
  ('amount', lead_amount_bucket(l.deposit_amount))) AS f (facet, value)
WHERE l.deleted_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;
