-- Written by npm run db:functions -- migration, from src/db/{functions,triggers}.
CREATE OR REPLACE FUNCTION public.lead_day_counts_apply_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lead_day_counts AS c (facet, value, status, day, n)
  SELECT f.facet, f.value, x.status, x.day, sum(x.d)
  FROM (SELECT status, (created_at AT TIME ZONE 'UTC')::date AS day, funnel, campaign, country, platform, -1 AS d FROM old_rows WHERE deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('all', NULL), ('funnel', x.funnel), ('campaign', x.campaign),
    ('country', x.country), ('platform', x.platform)) AS f (facet, value)
  GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT lead_day_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lead_day_counts_apply_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lead_day_counts AS c (facet, value, status, day, n)
  SELECT f.facet, f.value, x.status, x.day, sum(x.d)
  FROM (SELECT status, (created_at AT TIME ZONE 'UTC')::date AS day, funnel, campaign, country, platform, 1 AS d FROM new_rows WHERE deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('all', NULL), ('funnel', x.funnel), ('campaign', x.campaign),
    ('country', x.country), ('platform', x.platform)) AS f (facet, value)
  GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT lead_day_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lead_day_counts_apply_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
 SET jit TO 'off'
AS $function$
BEGIN
  WITH changed AS (
    SELECT n.internal_id FROM new_rows n JOIN old_rows o ON o.internal_id = n.internal_id
    WHERE (n.status, n.created_at, n.funnel, n.campaign, n.country, n.platform, n.deleted_at IS NULL)
      IS DISTINCT FROM (o.status, o.created_at, o.funnel, o.campaign, o.country, o.platform, o.deleted_at IS NULL)
  )
  INSERT INTO lead_day_counts AS c (facet, value, status, day, n)
  SELECT f.facet, f.value, x.status, x.day, sum(x.d)
  FROM (SELECT r.status, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.funnel, r.campaign, r.country, r.platform, 1 AS d FROM new_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL
    UNION ALL
    SELECT r.status, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.funnel, r.campaign, r.country, r.platform, -1 FROM old_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('all', NULL), ('funnel', x.funnel), ('campaign', x.campaign),
    ('country', x.country), ('platform', x.platform)) AS f (facet, value)
  GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT lead_day_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_counts_delete ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_counts_insert ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_counts_update ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_facet_counts_delete ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_facet_counts_insert ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_facet_counts_update ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_hour_counts_delete ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_hour_counts_insert ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_hour_counts_update ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_live_created ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_rollups_delete ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_rollups_insert ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_rollups_update ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_day_counts_delete ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_day_counts_insert ON leads;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leads_day_counts_update ON leads;
--> statement-breakpoint
CREATE TRIGGER leads_counts_delete AFTER DELETE ON public.leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER leads_counts_insert AFTER INSERT ON public.leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER leads_counts_update AFTER UPDATE ON public.leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply_update();
--> statement-breakpoint
CREATE TRIGGER leads_day_counts_delete AFTER DELETE ON public.leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER leads_day_counts_insert AFTER INSERT ON public.leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER leads_day_counts_update AFTER UPDATE ON public.leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_apply_update();
--> statement-breakpoint
CREATE TRIGGER leads_facet_counts_delete AFTER DELETE ON public.leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER leads_facet_counts_insert AFTER INSERT ON public.leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER leads_facet_counts_update AFTER UPDATE ON public.leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_apply_update();
--> statement-breakpoint
CREATE TRIGGER leads_hour_counts_delete AFTER DELETE ON public.leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_hour_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER leads_hour_counts_insert AFTER INSERT ON public.leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_hour_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER leads_hour_counts_update AFTER UPDATE ON public.leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_hour_counts_apply_update();
--> statement-breakpoint
CREATE TRIGGER leads_live_created AFTER INSERT ON public.leads REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION lh_live_leads_created();
--> statement-breakpoint
CREATE TRIGGER leads_rollups_delete AFTER DELETE ON public.leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_apply_delete();
--> statement-breakpoint
CREATE TRIGGER leads_rollups_insert AFTER INSERT ON public.leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_apply_insert();
--> statement-breakpoint
CREATE TRIGGER leads_rollups_update AFTER UPDATE ON public.leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_apply_update();
--> statement-breakpoint
-- Backfill from the live leads present now (the triggers above keep it from here on).
INSERT INTO lead_day_counts (facet, value, status, day, n)
SELECT f.facet, f.value, x.status, x.day, count(*)
FROM (SELECT status, (created_at AT TIME ZONE 'UTC')::date AS day, funnel, campaign, country, platform FROM leads WHERE deleted_at IS NULL) AS x
CROSS JOIN LATERAL (VALUES ('all', NULL), ('funnel', x.funnel), ('campaign', x.campaign),
  ('country', x.country), ('platform', x.platform)) AS f (facet, value)
GROUP BY 1, 2, 3, 4;
