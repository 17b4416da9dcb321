CREATE TABLE "integration_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"outcome" text NOT NULL,
	"status" integer,
	"request" jsonb NOT NULL,
	"answer" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "integration_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sending_since" timestamp with time zone,
	"customer_id" text,
	"last_error" text,
	"replays" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"method" text NOT NULL,
	"body_format" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"customer_id_path" text NOT NULL,
	"reject_statuses" jsonb NOT NULL,
	"reject_text" text,
	"rate_limit_per_second" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_reason" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"rate_window_start" timestamp with time zone,
	"rate_window_count" integer DEFAULT 0 NOT NULL,
	"signing_secret" text NOT NULL,
	"postback_token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "integration_attempts" ADD CONSTRAINT "integration_attempts_delivery_id_integration_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."integration_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_attempts_delivery_idx" ON "integration_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "integration_attempts_rate_idx" ON "integration_attempts" USING btree ("integration_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_deliveries_pair_key" ON "integration_deliveries" USING btree ("integration_id","lead_id");--> statement-breakpoint
CREATE INDEX "integration_deliveries_lead_idx" ON "integration_deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "integration_deliveries_state_idx" ON "integration_deliveries" USING btree ("integration_id","state");--> statement-breakpoint
CREATE INDEX "integration_deliveries_due_idx" ON "integration_deliveries" USING btree ("next_attempt_at") WHERE state IN ('queued', 'error');--> statement-breakpoint
CREATE INDEX "integration_deliveries_sending_idx" ON "integration_deliveries" USING btree ("sending_since") WHERE state = 'sending';--> statement-breakpoint
CREATE INDEX "integration_deliveries_customer_idx" ON "integration_deliveries" USING btree ("integration_id","customer_id");--> statement-breakpoint
CREATE INDEX "integrations_user_idx" ON "integrations" USING btree ("user_id");