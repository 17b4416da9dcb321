CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"internal_id" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"changed_by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"internal_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leads_internal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"phone_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personal" text,
	"country" text NOT NULL,
	"location" jsonb,
	"status" text DEFAULT 'NEW' NOT NULL,
	"funnel" text,
	"source" jsonb,
	"platform" text,
	"campaign" text DEFAULT 'CRM' NOT NULL,
	"info_level" text,
	"trader" text,
	"created_by" uuid,
	"assigned_to" uuid,
	"pool_id" uuid,
	"affiliate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_contacted" timestamp with time zone,
	"last_comment_at" timestamp with time zone,
	"referrer" text,
	"ip" text,
	"extra" jsonb,
	"uri" text,
	"placement" text,
	"campaignid" text,
	"adgroupid" text,
	"gclid" text,
	"wbraid" text,
	"integrations_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_comments" ADD CONSTRAINT "lead_comments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_comments" ADD CONSTRAINT "lead_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD CONSTRAINT "lead_deposits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD CONSTRAINT "lead_deposits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_history" ADD CONSTRAINT "lead_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_history" ADD CONSTRAINT "lead_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_name_key" ON "campaigns" USING btree ("name");--> statement-breakpoint
CREATE INDEX "lead_comments_lead_idx" ON "lead_comments" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_deposits_lead_idx" ON "lead_deposits" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_history_lead_idx" ON "lead_history" USING btree ("lead_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_internal_id_key" ON "leads" USING btree ("internal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_phone_live_key" ON "leads" USING btree ("phone_number") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_live_key" ON "leads" USING btree (lower("email")) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_funnel_idx" ON "leads" USING btree ("funnel","created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assigned_to","created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_pool_idx" ON "leads" USING btree ("pool_id","created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_campaign_idx" ON "leads" USING btree ("campaign","created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_country_idx" ON "leads" USING btree ("country","created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_platform_idx" ON "leads" USING btree ("platform","created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_affiliate_idx" ON "leads" USING btree ("affiliate_id","created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_created_by_idx" ON "leads" USING btree ("created_by","created_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_last_comment_idx" ON "leads" USING btree ("last_comment_at","internal_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_deposit_count_idx" ON "leads" USING btree ("deposit_count","internal_id") WHERE deleted_at IS NULL AND deposit_count > 0;--> statement-breakpoint
CREATE INDEX "leads_deposit_amount_idx" ON "leads" USING btree ("deposit_amount","internal_id") WHERE deleted_at IS NULL AND deposit_amount > 0;--> statement-breakpoint
CREATE INDEX "leads_deleted_idx" ON "leads" USING btree ("deleted_at","internal_id") WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin (lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || phone_number || ' ' || replace(phone_number, '-', '')) gin_trgm_ops) WHERE deleted_at IS NULL;