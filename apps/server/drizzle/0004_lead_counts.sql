CREATE TABLE "lead_counts" (
	"assigned_to" uuid,
	"pool_id" uuid,
	"affiliate_id" uuid,
	"created_by" uuid,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_counts_key" UNIQUE NULLS NOT DISTINCT("assigned_to","pool_id","affiliate_id","created_by","status")
);
