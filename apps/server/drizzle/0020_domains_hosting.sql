CREATE TABLE "domain_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"state_before" text NOT NULL,
	"state_after" text NOT NULL,
	"checked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"unicode_name" text NOT NULL,
	"origin" text,
	"token" text NOT NULL,
	"state" text DEFAULT 'pending_verification' NOT NULL,
	"failure_reason" text,
	"activate_when_verified" boolean DEFAULT true NOT NULL,
	"last_outcome" text,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"pending_since" timestamp with time zone NOT NULL,
	"check_count" integer DEFAULT 0 NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hostings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"title" text NOT NULL,
	"headline" text,
	"description" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "domain_checks" ADD CONSTRAINT "domain_checks_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_checks" ADD CONSTRAINT "domain_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostings" ADD CONSTRAINT "hostings_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostings" ADD CONSTRAINT "hostings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostings" ADD CONSTRAINT "hostings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_checks_domain_idx" ON "domain_checks" USING btree ("domain_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_name_key" ON "domains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "domains_due_idx" ON "domains" USING btree ("next_check_at") WHERE next_check_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "domains_created_idx" ON "domains" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostings_current_key" ON "hostings" USING btree ("domain_id") WHERE replaced_at IS NULL;