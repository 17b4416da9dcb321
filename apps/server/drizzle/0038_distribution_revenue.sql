CREATE TABLE "distribution_revenue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"send_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reverses_id" uuid,
	"reason" text,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distribution_revenue_kind_check" CHECK (("distribution_revenue"."kind" = 'sale' AND "distribution_revenue"."amount" >= 0 AND "distribution_revenue"."reverses_id" IS NULL)
        OR ("distribution_revenue"."kind" = 'reversal' AND "distribution_revenue"."amount" <= 0 AND "distribution_revenue"."reverses_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "distribution_revenue" ADD CONSTRAINT "distribution_revenue_send_id_distribution_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."distribution_sends"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_revenue" ADD CONSTRAINT "distribution_revenue_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_revenue" ADD CONSTRAINT "distribution_revenue_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_revenue_send_kind_key" ON "distribution_revenue" USING btree ("send_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_revenue_reverses_key" ON "distribution_revenue" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "distribution_revenue_lead_idx" ON "distribution_revenue" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "distribution_revenue_buyer_idx" ON "distribution_revenue" USING btree ("integration_id","booked_at");--> statement-breakpoint
ALTER TABLE "distribution_revenue" ADD CONSTRAINT "distribution_revenue_reverses_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."distribution_revenue"("id");--> statement-breakpoint
CREATE TRIGGER distribution_revenue_append_only BEFORE DELETE OR UPDATE ON public.distribution_revenue FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER distribution_revenue_no_truncate BEFORE TRUNCATE ON public.distribution_revenue FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
