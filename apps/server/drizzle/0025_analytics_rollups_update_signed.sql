-- The rollups' update trigger no longer joins the transition tables at all: where their row counts are
-- not known to the planner (PGlite) the join went nested-loop, about 400 s for a 10,000-lead bulk status
-- change in the test suite. Each side is aggregated with its sign instead, as lead_hour_counts does: an
-- unchanged lead adds +1 and -1 to the same group and the HAVING clause drops the zero groups. Only the
-- rolled-up columns are read from the transition tables (whole rows with their JSON made it 10x slower).
-- Days are computed in analytics_day_zone(): the stored zone, with 'UTC' spelled 'Etc/UTC' (the same
-- zone): on PGlite `AT TIME ZONE 'UTC'` takes ~50 µs a row (measured 3.9 s for 80,000 rows, 17 ms with
-- 'Etc/UTC'), which made a 10,000-lead bulk change take 40 s there.
CREATE OR REPLACE FUNCTION analytics_day_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN analytics_time_zone() IN ('UTC', 'Etc/UCT', 'UCT', 'Zulu', 'Etc/Zulu', 'Universal', 'Etc/Universal') THEN 'Etc/UTC' ELSE analytics_time_zone() END
$$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_rollups_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text := analytics_day_zone();
BEGIN
  WITH d AS (SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, 1 AS sign FROM new_rows WHERE deleted_at IS NULL
    UNION ALL SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, -1 FROM old_rows WHERE deleted_at IS NULL)
  INSERT INTO lead_daily_totals AS c (day, affiliate_id, platform, status, funnel, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.status, d.funnel, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_daily_totals_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, 1 AS sign FROM new_rows WHERE deleted_at IS NULL
    UNION ALL SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, -1 FROM old_rows WHERE deleted_at IS NULL)
  INSERT INTO lead_daily_ad_groups AS c (day, affiliate_id, campaign, campaignid, adgroupid, platform, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.campaignid, d.adgroupid, d.platform, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_ad_groups_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, 1 AS sign FROM new_rows WHERE deleted_at IS NULL
    UNION ALL SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, -1 FROM old_rows WHERE deleted_at IS NULL)
  INSERT INTO lead_daily_sources AS c (day, affiliate_id, platform, source_from, campaignid, adgroupid, placement, keyword, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.source_from, d.campaignid, d.adgroupid, d.placement, d.source_keyword, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT lead_daily_sources_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, 1 AS sign FROM new_rows WHERE deleted_at IS NULL
    UNION ALL SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, -1 FROM old_rows WHERE deleted_at IS NULL)
  INSERT INTO lead_daily_mix AS c (day, affiliate_id, campaign, adgroupid, kind, value, n)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.adgroupid, m.kind, m.value, sum(d.sign)
  FROM d CROSS JOIN LATERAL (VALUES ('status', d.status), ('funnel', d.funnel)) AS m (kind, value) GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_mix_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_rollups_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text := analytics_day_zone();
BEGIN
  WITH d AS (SELECT r.*, 1 AS sign FROM new_rows r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_totals AS c (day, affiliate_id, platform, status, funnel, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.status, d.funnel, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_daily_totals_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT r.*, 1 AS sign FROM new_rows r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_ad_groups AS c (day, affiliate_id, campaign, campaignid, adgroupid, platform, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.campaignid, d.adgroupid, d.platform, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_ad_groups_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT r.*, 1 AS sign FROM new_rows r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_sources AS c (day, affiliate_id, platform, source_from, campaignid, adgroupid, placement, keyword, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.source->>'from', d.campaignid, d.adgroupid, d.placement, d.source->>'keyword', sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT lead_daily_sources_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT r.*, 1 AS sign FROM new_rows r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_mix AS c (day, affiliate_id, campaign, adgroupid, kind, value, n)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.adgroupid, m.kind, m.value, sum(d.sign)
  FROM d CROSS JOIN LATERAL (VALUES ('status', d.status), ('funnel', d.funnel)) AS m (kind, value) GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_mix_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_rollups_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text := analytics_day_zone();
BEGIN
  WITH d AS (SELECT r.*, -1 AS sign FROM old_rows r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_totals AS c (day, affiliate_id, platform, status, funnel, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.status, d.funnel, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_daily_totals_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT r.*, -1 AS sign FROM old_rows r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_ad_groups AS c (day, affiliate_id, campaign, campaignid, adgroupid, platform, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.campaignid, d.adgroupid, d.platform, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_ad_groups_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT r.*, -1 AS sign FROM old_rows r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_sources AS c (day, affiliate_id, platform, source_from, campaignid, adgroupid, placement, keyword, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.source->>'from', d.campaignid, d.adgroupid, d.placement, d.source->>'keyword', sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT lead_daily_sources_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT r.*, -1 AS sign FROM old_rows r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_mix AS c (day, affiliate_id, campaign, adgroupid, kind, value, n)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.adgroupid, m.kind, m.value, sum(d.sign)
  FROM d CROSS JOIN LATERAL (VALUES ('status', d.status), ('funnel', d.funnel)) AS m (kind, value) GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_mix_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION visit_rollups_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text := analytics_day_zone();
BEGIN
  INSERT INTO visit_daily_ad_groups AS c (day, campaignid, adgroupid, visits)
  SELECT (created_at AT TIME ZONE z)::date, campaignid, adgroupid, count(*) FROM new_rows
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT visit_daily_ad_groups_key DO UPDATE SET visits = c.visits + excluded.visits;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE z text := analytics_day_zone();
BEGIN
  -- Repair the delivered counts first (their trigger-driven rollup updates are then wiped below).
  UPDATE leads l SET accepted_deliveries = x.n
  FROM (SELECT lead_id, count(*) AS n FROM integration_deliveries WHERE state = 'accepted' GROUP BY 1) x
  WHERE l.id = x.lead_id AND l.accepted_deliveries <> x.n;
  UPDATE leads l SET accepted_deliveries = 0 WHERE l.accepted_deliveries <> 0
    AND NOT EXISTS (SELECT 1 FROM integration_deliveries dd WHERE dd.lead_id = l.id AND dd.state = 'accepted');
  TRUNCATE lead_daily_totals, lead_daily_ad_groups, lead_daily_sources, lead_daily_mix, visit_daily_ad_groups;
  WITH d AS (SELECT r.*, 1 AS sign FROM leads r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_totals AS c (day, affiliate_id, platform, status, funnel, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.status, d.funnel, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_daily_totals_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT r.*, 1 AS sign FROM leads r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_ad_groups AS c (day, affiliate_id, campaign, campaignid, adgroupid, platform, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.campaignid, d.adgroupid, d.platform, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_ad_groups_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT r.*, 1 AS sign FROM leads r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_sources AS c (day, affiliate_id, platform, source_from, campaignid, adgroupid, placement, keyword, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.source->>'from', d.campaignid, d.adgroupid, d.placement, d.source->>'keyword', sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT lead_daily_sources_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT r.*, 1 AS sign FROM leads r WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_mix AS c (day, affiliate_id, campaign, adgroupid, kind, value, n)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.adgroupid, m.kind, m.value, sum(d.sign)
  FROM d CROSS JOIN LATERAL (VALUES ('status', d.status), ('funnel', d.funnel)) AS m (kind, value) GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_mix_key DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO visit_daily_ad_groups (day, campaignid, adgroupid, visits)
  SELECT (created_at AT TIME ZONE z)::date, campaignid, adgroupid, count(*) FROM visits GROUP BY 1, 2, 3;
END $$;
