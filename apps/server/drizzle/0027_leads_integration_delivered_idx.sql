-- The INTEGRATION lead filter (the state of the last integration history entry: sent / error / none) had no
-- index, so combined with other filters it scanned the table (combo 3 of the issue 13 benchmark, STATUS +
-- FUNNEL + SOURCE + INTEGRATION=sent: 1.0-1.4 s inside PostgreSQL). This index holds the filter's own
-- expression (leads.sort.ts `integrationStateSql`) ahead of the default sort key, so one state is walked
-- newest first and stops after a page. Cost: an update of `integrations_history` (a delivery answer) is no
-- longer a HOT update; status and funnel changes stay HOT (no index holds them).
CREATE INDEX IF NOT EXISTS "leads_integration_state_idx" ON "leads" (
  (CASE WHEN coalesce(integrations_history -> -1 -> 'data' ->> 'customerId', '') <> '' THEN 'sent'
    WHEN coalesce(integrations_history -> -1 ->> 'error', '') <> '' THEN 'error' ELSE 'none' END),
  "created_at", "internal_id"
) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- The DELIVERED=yes filter (`accepted_deliveries > 0`, the analytics drill-down) had no index either: with a
-- date range and a deposit filter it scanned the table (410 ms, combo 5 of the same run). The delivered
-- leads are walked newest first from this partial index; DELIVERED=no (most leads) walks the sort index.
CREATE INDEX IF NOT EXISTS "leads_delivered_idx" ON "leads" ("created_at", "internal_id")
  WHERE deleted_at IS NULL AND accepted_deliveries > 0;
