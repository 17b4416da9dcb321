CREATE OR REPLACE FUNCTION public.visit_rollups_apply_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE z text := analytics_day_zone();
BEGIN
  INSERT INTO visit_daily_ad_groups AS c (day, campaignid, adgroupid, visits)
  SELECT (created_at AT TIME ZONE z)::date, campaignid, adgroupid, count(*) FROM new_rows
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT visit_daily_ad_groups_key DO UPDATE SET visits = c.visits + excluded.visits;
  RETURN NULL;
END $function$;
