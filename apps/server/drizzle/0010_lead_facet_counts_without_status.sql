-- lead_facet_counts without status (see the schema): a status change no longer moves facet counts. The
-- update trigger first pairs old and new rows on internal_id (an identity column, never updated) and keeps
-- only leads whose counted columns or liveness changed, so a 10,000-row status or comment update does no
-- aggregation at all. The table is emptied and recounted.
TRUNCATE lead_facet_counts;--> statement-breakpoint
ALTER TABLE "lead_facet_counts" DROP CONSTRAINT "lead_facet_counts_key";--> statement-breakpoint
ALTER TABLE "lead_facet_counts" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "lead_facet_counts" ADD CONSTRAINT "lead_facet_counts_key" UNIQUE NULLS NOT DISTINCT("facet","value","assigned_to","pool_id","affiliate_id","created_by");--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_facet_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_facet_counts AS c (facet, value, assigned_to, pool_id, affiliate_id, created_by, n)
  SELECT f.facet, f.value, x.assigned_to, x.pool_id, x.affiliate_id, x.created_by, sum(x.d)
  FROM (SELECT assigned_to, pool_id, affiliate_id, created_by, funnel, campaign, country, platform, deposit_count, deposit_amount, 1 AS d FROM new_rows WHERE deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('funnel', x.funnel), ('campaign', x.campaign), ('country', x.country),
    ('platform', x.platform), ('deposits', lpad(x.deposit_count::text, 10, '0')),
    ('amount', lead_amount_bucket(x.deposit_amount))) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_facet_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_facet_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.internal_id FROM new_rows n JOIN old_rows o ON o.internal_id = n.internal_id
    WHERE (n.assigned_to, n.pool_id, n.affiliate_id, n.created_by, n.funnel, n.campaign, n.country, n.platform, n.deposit_count, lead_amount_bucket(n.deposit_amount), n.deleted_at IS NULL)
      IS DISTINCT FROM (o.assigned_to, o.pool_id, o.affiliate_id, o.created_by, o.funnel, o.campaign, o.country, o.platform, o.deposit_count, lead_amount_bucket(o.deposit_amount), o.deleted_at IS NULL)
  )
  INSERT INTO lead_facet_counts AS c (facet, value, assigned_to, pool_id, affiliate_id, created_by, n)
  SELECT f.facet, f.value, x.assigned_to, x.pool_id, x.affiliate_id, x.created_by, sum(x.d)
  FROM (SELECT r.assigned_to, r.pool_id, r.affiliate_id, r.created_by, r.funnel, r.campaign, r.country, r.platform, r.deposit_count, r.deposit_amount, 1 AS d FROM new_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL
    UNION ALL
    SELECT r.assigned_to, r.pool_id, r.affiliate_id, r.created_by, r.funnel, r.campaign, r.country, r.platform, r.deposit_count, r.deposit_amount, -1 FROM old_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('funnel', x.funnel), ('campaign', x.campaign), ('country', x.country),
    ('platform', x.platform), ('deposits', lpad(x.deposit_count::text, 10, '0')),
    ('amount', lead_amount_bucket(x.deposit_amount))) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_facet_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_facet_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_facet_counts AS c (facet, value, assigned_to, pool_id, affiliate_id, created_by, n)
  SELECT f.facet, f.value, x.assigned_to, x.pool_id, x.affiliate_id, x.created_by, sum(x.d)
  FROM (SELECT assigned_to, pool_id, affiliate_id, created_by, funnel, campaign, country, platform, deposit_count, deposit_amount, -1 AS d FROM old_rows WHERE deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('funnel', x.funnel), ('campaign', x.campaign), ('country', x.country),
    ('platform', x.platform), ('deposits', lpad(x.deposit_count::text, 10, '0')),
    ('amount', lead_amount_bucket(x.deposit_amount))) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_facet_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
  INSERT INTO lead_facet_counts (facet, value, assigned_to, pool_id, affiliate_id, created_by, n)
  SELECT f.facet, f.value, x.assigned_to, x.pool_id, x.affiliate_id, x.created_by, sum(x.d)
  FROM (SELECT assigned_to, pool_id, affiliate_id, created_by, funnel, campaign, country, platform, deposit_count, deposit_amount, 1 AS d FROM leads WHERE deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('funnel', x.funnel), ('campaign', x.campaign), ('country', x.country),
    ('platform', x.platform), ('deposits', lpad(x.deposit_count::text, 10, '0')),
    ('amount', lead_amount_bucket(x.deposit_amount))) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6 ;
