CREATE TABLE "lead_hour_counts" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
