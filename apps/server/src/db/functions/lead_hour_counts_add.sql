CREATE OR REPLACE FUNCTION public.lead_hour_counts_add(d lead_count_row[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Live leads by UTC hour of creation.
  INSERT INTO lead_hour_counts AS c (hour, n)
  SELECT date_trunc('hour', x.created_at, 'UTC'), sum(x.n)
  FROM unnest(d) x
  GROUP BY 1 HAVING sum(x.n) <> 0 ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET n = c.n + excluded.n;
END $function$;
