CREATE TABLE "distribution_cap_counters" (
	"integration_id" uuid NOT NULL,
	"window" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "distribution_cap_counters_integration_id_window_window_start_pk" PRIMARY KEY("integration_id","window","window_start"),
	CONSTRAINT "distribution_cap_counters_used_check" CHECK ("distribution_cap_counters"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "distribution_flow_buyers" (
	"flow_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"priority" integer NOT NULL,
	"weight" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "distribution_flow_buyers_flow_id_integration_id_pk" PRIMARY KEY("flow_id","integration_id")
);
--> statement-breakpoint
CREATE TABLE "distribution_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"match" jsonb NOT NULL,
	"exclusive" boolean DEFAULT true NOT NULL,
	"max_buyers" integer DEFAULT 1 NOT NULL,
	"hold_minutes" integer DEFAULT 60 NOT NULL,
	"return_window_hours" integer DEFAULT 72 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"rr_last" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"flow_id" uuid,
	"delivery_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"slot" integer NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"reserved" jsonb NOT NULL,
	"price_amount" bigint,
	"price_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"return_reason" text
);
--> statement-breakpoint
CREATE TABLE "distribution_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"integration_id" uuid,
	"reason" jsonb,
	"delivery_id" uuid,
	"price_amount" bigint,
	"price_currency" text
);
--> statement-breakpoint
CREATE TABLE "lead_distributions" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"flow_id" uuid,
	"state" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"exclusive" boolean NOT NULL,
	"max_buyers" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"hold_minutes" integer NOT NULL,
	"return_window_hours" integer NOT NULL,
	"held_reason" jsonb,
	"held_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD COLUMN "max_attempts" integer;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD COLUMN "timeout_ms" integer;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "distribution" jsonb;--> statement-breakpoint
ALTER TABLE "distribution_cap_counters" ADD CONSTRAINT "distribution_cap_counters_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_flow_buyers" ADD CONSTRAINT "distribution_flow_buyers_flow_id_distribution_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."distribution_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_flow_buyers" ADD CONSTRAINT "distribution_flow_buyers_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_flows" ADD CONSTRAINT "distribution_flows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_sends" ADD CONSTRAINT "distribution_sends_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_sends" ADD CONSTRAINT "distribution_sends_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_sends" ADD CONSTRAINT "distribution_sends_delivery_id_integration_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."integration_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_steps" ADD CONSTRAINT "distribution_steps_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_distributions" ADD CONSTRAINT "lead_distributions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_distributions" ADD CONSTRAINT "lead_distributions_flow_id_distribution_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."distribution_flows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_sends_delivery_key" ON "distribution_sends" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_sends_slot_key" ON "distribution_sends" USING btree ("lead_id","slot") WHERE status IN ('sending', 'accepted');--> statement-breakpoint
CREATE INDEX "distribution_sends_lead_idx" ON "distribution_sends" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "distribution_sends_buyer_idx" ON "distribution_sends" USING btree ("integration_id","created_at");--> statement-breakpoint
CREATE INDEX "distribution_sends_open_idx" ON "distribution_sends" USING btree ("created_at") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX "distribution_steps_lead_idx" ON "distribution_steps" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "lead_distributions_held_idx" ON "lead_distributions" USING btree ("hold_until") WHERE state = 'held';--> statement-breakpoint
CREATE INDEX "lead_distributions_state_idx" ON "lead_distributions" USING btree ("state","updated_at");