CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hint" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "intake_requests" (
	"api_key_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"lead_id" uuid,
	"status" integer NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_requests_api_key_id_idempotency_key_pk" PRIMARY KEY("api_key_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "intake_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid,
	"campaign" text,
	"pool_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_rules_target_key" UNIQUE NULLS NOT DISTINCT("affiliate_id","campaign"),
	CONSTRAINT "intake_rules_target_check" CHECK (affiliate_id IS NOT NULL OR campaign IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "lead_attributions" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"visitor_id" uuid,
	"origin" text NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"uri" text,
	"referrer" text,
	"placement" text,
	"campaignid" text,
	"adgroupid" text,
	"gclid" text,
	"wbraid" text,
	"gbraid" text,
	"fbclid" text,
	"ttclid" text,
	"msclkid" text,
	"platform" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"extra" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" uuid NOT NULL,
	"uri" text,
	"referrer" text,
	"placement" text,
	"campaignid" text,
	"adgroupid" text,
	"gclid" text,
	"wbraid" text,
	"gbraid" text,
	"fbclid" text,
	"ttclid" text,
	"msclkid" text,
	"platform" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD COLUMN "transaction_id" text DEFAULT 'gen:' || gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD COLUMN "occurred_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD COLUMN "integration_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "ftd_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_requests" ADD CONSTRAINT "intake_requests_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_requests" ADD CONSTRAINT "intake_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_rules" ADD CONSTRAINT "intake_rules_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_rules" ADD CONSTRAINT "intake_rules_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_rules" ADD CONSTRAINT "intake_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_attributions" ADD CONSTRAINT "lead_attributions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "intake_requests_created_idx" ON "intake_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_attributions_visitor_idx" ON "lead_attributions" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "lead_attributions_campaign_idx" ON "lead_attributions" USING btree ("campaignid","adgroupid","touched_at");--> statement-breakpoint
CREATE INDEX "visits_created_idx" ON "visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visits_visitor_idx" ON "visits" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_campaign_idx" ON "visits" USING btree ("campaignid","adgroupid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deposits_transaction_key" ON "lead_deposits" USING btree ("lead_id","transaction_id");--> statement-breakpoint
CREATE INDEX "lead_deposits_occurred_idx" ON "lead_deposits" USING btree ("occurred_at");--> statement-breakpoint
-- Deposits recorded before this migration happened when they were written; their leads' FTD is the first.
UPDATE "lead_deposits" SET "occurred_at" = "created_at";--> statement-breakpoint
UPDATE "leads" SET "ftd_at" = d.first FROM (
  SELECT "lead_id", min("occurred_at") AS first FROM "lead_deposits" GROUP BY "lead_id"
) d WHERE "leads"."id" = d."lead_id";--> statement-breakpoint
-- First-touch attribution is immutable: written once with its lead, never updated.
CREATE OR REPLACE FUNCTION lead_attributions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lead_attributions rows are immutable' USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER lead_attributions_no_update BEFORE UPDATE ON "lead_attributions"
  FOR EACH ROW EXECUTE FUNCTION lead_attributions_immutable();
