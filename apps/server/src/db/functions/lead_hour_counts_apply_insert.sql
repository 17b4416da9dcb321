CREATE OR REPLACE FUNCTION public.lead_hour_counts_apply_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lead_hour_counts AS c (hour, n)
  SELECT date_trunc('hour', created_at, 'UTC'), count(*) FROM new_rows WHERE deleted_at IS NULL
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
