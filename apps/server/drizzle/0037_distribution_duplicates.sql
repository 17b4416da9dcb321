ALTER TABLE "distribution_sends" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "distribution_sends" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "distribution_sends_phone_idx" ON "distribution_sends" USING btree ("integration_id","phone_number","created_at");--> statement-breakpoint
CREATE INDEX "distribution_sends_email_idx" ON "distribution_sends" USING btree ("integration_id","email","created_at");