-- Written by npm run db:functions -- migration, from src/db/{functions,triggers}.
CREATE OR REPLACE FUNCTION public.lead_accepted_deliveries_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A lead's row is updated only when a delivery's acceptance changed: an update of leads, even of no row,
  -- runs every statement trigger of leads (a claim or an attempt's finish changes no acceptance).
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE state = 'accepted') THEN
      RETURN NULL;
    END IF;
    UPDATE leads l SET accepted_deliveries = l.accepted_deliveries + x.d
    FROM (SELECT lead_id, count(*) AS d FROM new_rows WHERE state = 'accepted' GROUP BY 1) x
    WHERE l.id = x.lead_id;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.state = 'accepted') IS DISTINCT FROM (o.state = 'accepted') OR n.lead_id IS DISTINCT FROM o.lead_id) THEN
      RETURN NULL;
    END IF;
    UPDATE leads l SET accepted_deliveries = l.accepted_deliveries + x.d
    FROM (SELECT lead_id, sum(d) AS d FROM (
        SELECT lead_id, 1 AS d FROM new_rows WHERE state = 'accepted'
        UNION ALL SELECT lead_id, -1 FROM old_rows WHERE state = 'accepted') y
      GROUP BY 1 HAVING sum(d) <> 0) x
    WHERE l.id = x.lead_id;
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lead_rollups_apply_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE z text;
BEGIN
  -- Nothing the rollups count changed (an assignment, a comment, a delivery's history, or no row at all):
  -- every sum below would be zero, so skip the four upserts (planned and run on each statement otherwise).
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.internal_id = n.internal_id
      WHERE (n.created_at, n.affiliate_id, n.platform, n.status, n.funnel, n.campaign, n.campaignid, n.adgroupid, n.placement, n.source->>'from', n.source->>'keyword', n.deposit_count, n.deposit_amount, n.accepted_deliveries > 0, n.deleted_at IS NULL) IS DISTINCT FROM (o.created_at, o.affiliate_id, o.platform, o.status, o.funnel, o.campaign, o.campaignid, o.adgroupid, o.placement, o.source->>'from', o.source->>'keyword', o.deposit_count, o.deposit_amount, o.accepted_deliveries > 0, o.deleted_at IS NULL)) THEN
    RETURN NULL;
  END IF;
  z := analytics_day_zone();
  WITH d AS (SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, 1 AS sign FROM new_rows WHERE deleted_at IS NULL
    UNION ALL SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, -1 FROM old_rows WHERE deleted_at IS NULL)
  INSERT INTO lead_daily_totals AS c (day, affiliate_id, platform, status, funnel, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.status, d.funnel, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_daily_totals_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, 1 AS sign FROM new_rows WHERE deleted_at IS NULL
    UNION ALL SELECT created_at, affiliate_id, platform, status, funnel, campaign, campaignid, adgroupid, placement, source->>'from' AS source_from, source->>'keyword' AS source_keyword, deposit_count, deposit_amount, accepted_deliveries, -1 FROM old_rows WHERE deleted_at IS NULL),
  g AS (SELECT (d.created_at AT TIME ZONE z)::date AS day, d.affiliate_id, d.campaign, d.campaignid, d.adgroupid, d.platform, sum(d.sign) AS leads, sum(d.sign * (d.status = 'NEW')::int) AS new_leads, sum(d.sign * (d.deposit_count > 0)::int) AS ftds, sum(d.sign * d.deposit_count) AS deposits, sum(d.sign * d.deposit_amount) AS deposit_amount, sum(d.sign * (d.accepted_deliveries > 0)::int) AS delivered
    FROM d GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0),
  a AS (INSERT INTO lead_daily_ad_groups AS c (day, affiliate_id, campaign, campaignid, adgroupid, platform, leads, new_leads, ftds, deposits, deposit_amount, delivered)
    SELECT * FROM g ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT lead_daily_ad_groups_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered)
  INSERT INTO lead_daily_campaigns AS c (campaign, day, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT g.campaign, g.day, sum(g.leads), sum(g.new_leads), sum(g.ftds), sum(g.deposits), sum(g.deposit_amount), sum(g.delivered)
  FROM g GROUP BY 1, 2 HAVING sum(g.leads) <> 0 OR sum(g.new_leads) <> 0 OR sum(g.ftds) <> 0 OR sum(g.deposits) <> 0 OR sum(g.deposit_amount) <> 0 OR sum(g.delivered) <> 0 ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT lead_daily_campaigns_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
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
END $function$;
