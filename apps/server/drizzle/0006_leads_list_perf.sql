CREATE TABLE "lead_facet_counts" (
	"facet" text NOT NULL,
	"value" text,
	"assigned_to" uuid,
	"pool_id" uuid,
	"affiliate_id" uuid,
	"created_by" uuid,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_facet_counts_key" UNIQUE NULLS NOT DISTINCT("facet","value","assigned_to","pool_id","affiliate_id","created_by","status")
);
--> statement-breakpoint
DROP INDEX "leads_status_idx";--> statement-breakpoint
DROP INDEX "leads_funnel_idx";--> statement-breakpoint
DROP INDEX "leads_last_comment_idx";--> statement-breakpoint
CREATE INDEX "leads_last_comment_idx" ON "leads" USING btree ("last_comment_at","created_at","internal_id") WHERE deleted_at IS NULL;