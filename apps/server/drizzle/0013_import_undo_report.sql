ALTER TABLE "lead_import_rows" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "lead_import_rows" ADD COLUMN "written_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD COLUMN "undo_report" jsonb;