-- Which state of src/db/functions and src/db/triggers the database runs (a hash of the files), kept by
-- runMigrations beside Drizzle's own bookkeeping: it applies the files only when the hash differs.
CREATE TABLE IF NOT EXISTS drizzle.current_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  hash text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
