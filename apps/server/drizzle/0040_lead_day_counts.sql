CREATE TABLE "lead_day_counts" (
	"facet" text NOT NULL,
	"value" text,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_day_counts_key" UNIQUE NULLS NOT DISTINCT("facet","value","status","day")
);
