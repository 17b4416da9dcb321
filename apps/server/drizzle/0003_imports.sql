CREATE TABLE "lead_import_rejections" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"reason" text NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "lead_import_rejections_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "lead_import_rows" (
	"import_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"before" jsonb,
	CONSTRAINT "lead_import_rows_import_id_lead_id_pk" PRIMARY KEY("import_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "lead_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"encoding" text NOT NULL,
	"delimiter" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb,
	"defaults" jsonb,
	"update_existing" boolean DEFAULT false NOT NULL,
	"total_estimate" integer DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_import_rejections" ADD CONSTRAINT "lead_import_rejections_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_rows" ADD CONSTRAINT "lead_import_rows_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_imports_owner_idx" ON "lead_imports" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "lead_imports_open_idx" ON "lead_imports" USING btree ("status","heartbeat_at") WHERE status IN ('queued', 'running');