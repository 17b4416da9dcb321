CREATE OR REPLACE FUNCTION public.lead_hour_counts_apply_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lead_hour_counts AS c (hour, n)
  SELECT hour, sum(d) FROM (
    SELECT date_trunc('hour', created_at, 'UTC') AS hour, 1 AS d FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT date_trunc('hour', created_at, 'UTC'), -1 FROM old_rows WHERE deleted_at IS NULL
  ) x
  GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
