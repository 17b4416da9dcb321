CREATE OR REPLACE FUNCTION public.lead_rollups_add(d lead_count_row[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE z text := analytics_day_zone();
BEGIN
  -- The analytics rollups, by day in the reporting zone: each lead counts once in leads, in new_leads while
  -- NEW, in ftds once it has a deposit, its deposits and their amount, and in delivered once a buyer accepted it.
  WITH m AS (SELECT x.*, (x.created_at AT TIME ZONE z)::date AS day, x.n AS m_leads, x.n * (x.status = 'NEW')::int AS m_new,
      x.n * (x.deposit_count > 0)::int AS m_ftds, x.n * x.deposit_count AS m_deposits, x.n * x.deposit_amount AS m_amount,
      x.n * x.delivered::int AS m_delivered
    FROM unnest(d) x),
  totals AS (INSERT INTO lead_daily_totals AS c (day, affiliate_id, platform, status, funnel, leads, new_leads, ftds, deposits, deposit_amount, delivered)
    SELECT day, affiliate_id, platform, status, funnel, sum(m_leads), sum(m_new), sum(m_ftds), sum(m_deposits), sum(m_amount), sum(m_delivered)
    FROM m GROUP BY 1, 2, 3, 4, 5 HAVING (sum(m_leads), sum(m_new), sum(m_ftds), sum(m_deposits), sum(m_amount), sum(m_delivered)) <> (0, 0, 0, 0, 0, 0) ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT lead_daily_totals_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered),
  g AS (SELECT day, affiliate_id, campaign, campaignid, adgroupid, platform, sum(m_leads) AS leads, sum(m_new) AS new_leads, sum(m_ftds) AS ftds, sum(m_deposits) AS deposits, sum(m_amount) AS deposit_amount, sum(m_delivered) AS delivered
    FROM m GROUP BY 1, 2, 3, 4, 5, 6 HAVING (sum(m_leads), sum(m_new), sum(m_ftds), sum(m_deposits), sum(m_amount), sum(m_delivered)) <> (0, 0, 0, 0, 0, 0)),
  ad_groups AS (INSERT INTO lead_daily_ad_groups AS c (day, affiliate_id, campaign, campaignid, adgroupid, platform, leads, new_leads, ftds, deposits, deposit_amount, delivered)
    SELECT * FROM g ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT lead_daily_ad_groups_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered),
  campaigns AS (INSERT INTO lead_daily_campaigns AS c (campaign, day, leads, new_leads, ftds, deposits, deposit_amount, delivered)
    SELECT campaign, day, sum(leads), sum(new_leads), sum(ftds), sum(deposits), sum(deposit_amount), sum(delivered)
    FROM g GROUP BY 1, 2 HAVING (sum(leads), sum(new_leads), sum(ftds), sum(deposits), sum(deposit_amount), sum(delivered)) <> (0, 0, 0, 0, 0, 0) ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT lead_daily_campaigns_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered),
  sources AS (INSERT INTO lead_daily_sources AS c (day, affiliate_id, platform, source_from, campaignid, adgroupid, placement, keyword, leads, new_leads, ftds, deposits, deposit_amount, delivered)
    SELECT day, affiliate_id, platform, source_from, campaignid, adgroupid, placement, source_keyword, sum(m_leads), sum(m_new), sum(m_ftds), sum(m_deposits), sum(m_amount), sum(m_delivered)
    FROM m GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING (sum(m_leads), sum(m_new), sum(m_ftds), sum(m_deposits), sum(m_amount), sum(m_delivered)) <> (0, 0, 0, 0, 0, 0) ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT lead_daily_sources_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered)
  INSERT INTO lead_daily_mix AS c (day, affiliate_id, campaign, adgroupid, kind, value, n)
  SELECT m.day, m.affiliate_id, m.campaign, m.adgroupid, k.kind, k.value, sum(m.n)
  FROM m CROSS JOIN LATERAL (VALUES ('status', m.status), ('funnel', m.funnel)) AS k (kind, value)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(m.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_mix_key DO UPDATE SET n = c.n + excluded.n;
END $function$;
