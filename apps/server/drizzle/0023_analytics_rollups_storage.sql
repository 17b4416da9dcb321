-- The analytics rollups take an upsert per lead write on a few hot rows (today's). Every update leaves a
-- dead tuple: measured at 1M seeded leads, 10 dead per live row and 52 MB for 65,000 rows of
-- lead_daily_mix, which tripled its read time. Free page space (fillfactor) keeps the updates HOT (no
-- indexed column changes), so pages prune themselves, and autovacuum visits these small tables often.
ALTER TABLE lead_daily_totals SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500);
--> statement-breakpoint
ALTER TABLE lead_daily_ad_groups SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500);
--> statement-breakpoint
ALTER TABLE lead_daily_mix SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500);
--> statement-breakpoint
ALTER TABLE lead_daily_sources SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500);
--> statement-breakpoint
ALTER TABLE visit_daily_ad_groups SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500);
