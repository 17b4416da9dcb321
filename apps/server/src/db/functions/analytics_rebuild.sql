CREATE OR REPLACE FUNCTION public.analytics_rebuild()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE z text := analytics_day_zone(); lo bigint;
BEGIN
  -- Repair the delivered counts first (their trigger-driven rollup updates are then wiped below).
  UPDATE leads l SET accepted_deliveries = x.n
  FROM (SELECT lead_id, count(*) AS n FROM integration_deliveries WHERE state = 'accepted' GROUP BY 1) x
  WHERE l.id = x.lead_id AND l.accepted_deliveries <> x.n;
  UPDATE leads l SET accepted_deliveries = 0 WHERE l.accepted_deliveries <> 0
    AND NOT EXISTS (SELECT 1 FROM integration_deliveries dd WHERE dd.lead_id = l.id AND dd.state = 'accepted');
  TRUNCATE lead_daily_totals, lead_daily_ad_groups, lead_daily_campaigns, lead_daily_sources, lead_daily_mix, visit_daily_ad_groups;
  -- The rollups of every live lead as the counters' trigger adds them (lead_rollups_add), 20,000 at a time.
  FOR lo IN SELECT generate_series(min(internal_id), max(internal_id), 20000) FROM leads LOOP
    PERFORM lead_rollups_add(ARRAY(SELECT lead_count_row(l, 1) FROM leads l
      WHERE l.internal_id >= lo AND l.internal_id < lo + 20000 AND l.deleted_at IS NULL));
  END LOOP;
  INSERT INTO visit_daily_ad_groups (day, campaignid, adgroupid, visits)
  SELECT (created_at AT TIME ZONE z)::date, campaignid, adgroupid, count(*) FROM visits GROUP BY 1, 2, 3;
END $function$;
