ALTER TABLE "lead_imports" ADD COLUMN "distribute" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD COLUMN "distributed_at" timestamp with time zone;