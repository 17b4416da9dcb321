CREATE TABLE "analytics_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_daily_ad_groups" (
	"day" date NOT NULL,
	"affiliate_id" uuid,
	"campaign" text NOT NULL,
	"campaignid" text,
	"adgroupid" text,
	"platform" text,
	"leads" bigint DEFAULT 0 NOT NULL,
	"new_leads" bigint DEFAULT 0 NOT NULL,
	"ftds" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_daily_ad_groups_key" UNIQUE NULLS NOT DISTINCT("day","affiliate_id","campaign","campaignid","adgroupid","platform")
);
--> statement-breakpoint
CREATE TABLE "lead_daily_mix" (
	"day" date NOT NULL,
	"affiliate_id" uuid,
	"campaign" text NOT NULL,
	"adgroupid" text,
	"kind" text NOT NULL,
	"value" text,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_daily_mix_key" UNIQUE NULLS NOT DISTINCT("day","affiliate_id","campaign","adgroupid","kind","value")
);
--> statement-breakpoint
CREATE TABLE "lead_daily_sources" (
	"day" date NOT NULL,
	"affiliate_id" uuid,
	"platform" text,
	"source_from" text,
	"campaignid" text,
	"adgroupid" text,
	"placement" text,
	"keyword" text,
	"leads" bigint DEFAULT 0 NOT NULL,
	"new_leads" bigint DEFAULT 0 NOT NULL,
	"ftds" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_daily_sources_key" UNIQUE NULLS NOT DISTINCT("day","affiliate_id","platform","source_from","campaignid","adgroupid","placement","keyword")
);
--> statement-breakpoint
CREATE TABLE "lead_daily_totals" (
	"day" date NOT NULL,
	"affiliate_id" uuid,
	"platform" text,
	"status" text NOT NULL,
	"funnel" text,
	"leads" bigint DEFAULT 0 NOT NULL,
	"new_leads" bigint DEFAULT 0 NOT NULL,
	"ftds" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_daily_totals_key" UNIQUE NULLS NOT DISTINCT("day","affiliate_id","platform","status","funnel")
);
--> statement-breakpoint
CREATE TABLE "visit_daily_ad_groups" (
	"day" date NOT NULL,
	"campaignid" text,
	"adgroupid" text,
	"visits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_daily_ad_groups_key" UNIQUE NULLS NOT DISTINCT("day","campaignid","adgroupid")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "accepted_deliveries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_daily_ad_groups_affiliate_idx" ON "lead_daily_ad_groups" USING btree ("affiliate_id","day");--> statement-breakpoint
CREATE INDEX "lead_daily_ad_groups_campaign_idx" ON "lead_daily_ad_groups" USING btree ("campaign","day");--> statement-breakpoint
CREATE INDEX "lead_daily_mix_group_idx" ON "lead_daily_mix" USING btree ("campaign","adgroupid","day");--> statement-breakpoint
CREATE INDEX "lead_daily_sources_affiliate_idx" ON "lead_daily_sources" USING btree ("affiliate_id","day");--> statement-breakpoint
CREATE INDEX "lead_daily_totals_affiliate_idx" ON "lead_daily_totals" USING btree ("affiliate_id","day");--> statement-breakpoint
CREATE INDEX "visit_daily_ad_groups_group_idx" ON "visit_daily_ad_groups" USING btree ("campaignid","adgroupid","day");--> statement-breakpoint
CREATE INDEX "campaigns_account_idx" ON "campaigns" USING btree ("account_id");--> statement-breakpoint
-- Analytics rollups (issue 11; docs/decisions.md "Campaigns and analytics"): kept by statement-level
-- triggers on leads and visits, one aggregate upsert per rollup and statement, keys upserted in order (no
-- deadlocks). An update that changes none of the rolled-up columns writes nothing. Days are calendar days
-- of created_at in the reporting time zone (analytics_settings; analytics_rebuild() after a change).
CREATE FUNCTION analytics_time_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM analytics_settings WHERE id = 1), 'UTC')
$$;
--> statement-breakpoint
INSERT INTO analytics_settings (id, time_zone) VALUES (1, 'UTC');
--> statement-breakpoint
CREATE FUNCTION lead_rollups_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text := analytics_time_zone();
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
CREATE FUNCTION lead_rollups_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text := analytics_time_zone();
BEGIN
  WITH d AS (WITH changed AS (SELECT n.internal_id FROM new_rows n JOIN old_rows o ON o.internal_id = n.internal_id WHERE (n.created_at, n.affiliate_id, n.platform, n.status, n.funnel, n.campaign, n.campaignid, n.adgroupid, n.placement, n.source, n.deposit_count, n.deposit_amount, n.accepted_deliveries, n.deleted_at IS NULL) IS DISTINCT FROM (o.created_at, o.affiliate_id, o.platform, o.status, o.funnel, o.campaign, o.campaignid, o.adgroupid, o.placement, o.source, o.deposit_count, o.deposit_amount, o.accepted_deliveries, o.deleted_at IS NULL)) SELECT r.*, 1 AS sign FROM new_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL UNION ALL SELECT r.*, -1 FROM old_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_totals AS c (day, affiliate_id, platform, status, funnel, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.status, d.funnel, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_daily_totals_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (WITH changed AS (SELECT n.internal_id FROM new_rows n JOIN old_rows o ON o.internal_id = n.internal_id WHERE (n.created_at, n.affiliate_id, n.platform, n.status, n.funnel, n.campaign, n.campaignid, n.adgroupid, n.placement, n.source, n.deposit_count, n.deposit_amount, n.accepted_deliveries, n.deleted_at IS NULL) IS DISTINCT FROM (o.created_at, o.affiliate_id, o.platform, o.status, o.funnel, o.campaign, o.campaignid, o.adgroupid, o.placement, o.source, o.deposit_count, o.deposit_amount, o.accepted_deliveries, o.deleted_at IS NULL)) SELECT r.*, 1 AS sign FROM new_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL UNION ALL SELECT r.*, -1 FROM old_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_ad_groups AS c (day, affiliate_id, campaign, campaignid, adgroupid, platform, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.campaignid, d.adgroupid, d.platform, sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_ad_groups_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (WITH changed AS (SELECT n.internal_id FROM new_rows n JOIN old_rows o ON o.internal_id = n.internal_id WHERE (n.created_at, n.affiliate_id, n.platform, n.status, n.funnel, n.campaign, n.campaignid, n.adgroupid, n.placement, n.source, n.deposit_count, n.deposit_amount, n.accepted_deliveries, n.deleted_at IS NULL) IS DISTINCT FROM (o.created_at, o.affiliate_id, o.platform, o.status, o.funnel, o.campaign, o.campaignid, o.adgroupid, o.placement, o.source, o.deposit_count, o.deposit_amount, o.accepted_deliveries, o.deleted_at IS NULL)) SELECT r.*, 1 AS sign FROM new_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL UNION ALL SELECT r.*, -1 FROM old_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_sources AS c (day, affiliate_id, platform, source_from, campaignid, adgroupid, placement, keyword, leads, new_leads, ftds, deposits, deposit_amount, delivered)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.platform, d.source->>'from', d.campaignid, d.adgroupid, d.placement, d.source->>'keyword', sum(d.sign), sum(d.sign * (d.status = 'NEW')::int), sum(d.sign * (d.deposit_count > 0)::int), sum(d.sign * d.deposit_count), sum(d.sign * d.deposit_amount), sum(d.sign * (d.accepted_deliveries > 0)::int)
  FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.status = 'NEW')::int) <> 0 OR sum(d.sign * (d.deposit_count > 0)::int) <> 0 OR sum(d.sign * d.deposit_count) <> 0 OR sum(d.sign * d.deposit_amount) <> 0 OR sum(d.sign * (d.accepted_deliveries > 0)::int) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT lead_daily_sources_key DO UPDATE SET leads = c.leads + excluded.leads, new_leads = c.new_leads + excluded.new_leads, ftds = c.ftds + excluded.ftds, deposits = c.deposits + excluded.deposits, deposit_amount = c.deposit_amount + excluded.deposit_amount, delivered = c.delivered + excluded.delivered;
  WITH d AS (WITH changed AS (SELECT n.internal_id FROM new_rows n JOIN old_rows o ON o.internal_id = n.internal_id WHERE (n.created_at, n.affiliate_id, n.platform, n.status, n.funnel, n.campaign, n.campaignid, n.adgroupid, n.placement, n.source, n.deposit_count, n.deposit_amount, n.accepted_deliveries, n.deleted_at IS NULL) IS DISTINCT FROM (o.created_at, o.affiliate_id, o.platform, o.status, o.funnel, o.campaign, o.campaignid, o.adgroupid, o.placement, o.source, o.deposit_count, o.deposit_amount, o.accepted_deliveries, o.deleted_at IS NULL)) SELECT r.*, 1 AS sign FROM new_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL UNION ALL SELECT r.*, -1 FROM old_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL)
  INSERT INTO lead_daily_mix AS c (day, affiliate_id, campaign, adgroupid, kind, value, n)
  SELECT (d.created_at AT TIME ZONE z)::date, d.affiliate_id, d.campaign, d.adgroupid, m.kind, m.value, sum(d.sign)
  FROM d CROSS JOIN LATERAL (VALUES ('status', d.status), ('funnel', d.funnel)) AS m (kind, value) GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_daily_mix_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_rollups_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text := analytics_time_zone();
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
CREATE TRIGGER leads_rollups_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_apply_insert();
--> statement-breakpoint
CREATE TRIGGER leads_rollups_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_apply_update();
--> statement-breakpoint
CREATE TRIGGER leads_rollups_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_apply_delete();
--> statement-breakpoint
CREATE FUNCTION visit_rollups_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text := analytics_time_zone();
BEGIN
  INSERT INTO visit_daily_ad_groups AS c (day, campaignid, adgroupid, visits)
  SELECT (created_at AT TIME ZONE z)::date, campaignid, adgroupid, count(*) FROM new_rows
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT visit_daily_ad_groups_key DO UPDATE SET visits = c.visits + excluded.visits;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visits_rollups_insert AFTER INSERT ON visits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_rollups_apply_insert();
--> statement-breakpoint
-- A lead's accepted deliveries (the "delivered" measure): +1 when a delivery becomes accepted, -1 if it
-- ever leaves that state. Touches only leads whose count changes.
CREATE FUNCTION lead_accepted_deliveries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE leads l SET accepted_deliveries = l.accepted_deliveries + x.d
    FROM (SELECT lead_id, count(*) AS d FROM new_rows WHERE state = 'accepted' GROUP BY 1) x
    WHERE l.id = x.lead_id;
  ELSE
    UPDATE leads l SET accepted_deliveries = l.accepted_deliveries + x.d
    FROM (SELECT lead_id, sum(d) AS d FROM (
        SELECT lead_id, 1 AS d FROM new_rows WHERE state = 'accepted'
        UNION ALL SELECT lead_id, -1 FROM old_rows WHERE state = 'accepted') y
      GROUP BY 1 HAVING sum(d) <> 0) x
    WHERE l.id = x.lead_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deliveries_accepted_insert AFTER INSERT ON integration_deliveries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_accepted_deliveries_apply();
--> statement-breakpoint
CREATE TRIGGER deliveries_accepted_update AFTER UPDATE ON integration_deliveries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_accepted_deliveries_apply();
--> statement-breakpoint
-- Recomputes every rollup from the base tables in the current reporting time zone (a time-zone change,
-- or a repair). Callers hold a lock that keeps writers out (analytics module).
CREATE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE z text := analytics_time_zone();
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
--> statement-breakpoint
SELECT analytics_rebuild();
