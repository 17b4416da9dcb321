CREATE OR REPLACE FUNCTION public.lead_day_counts_add(d lead_count_row[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Live leads by facet value, status and UTC day (the filters' counts over a date range).
  INSERT INTO lead_day_counts AS c (facet, value, status, day, n)
  SELECT f.facet, f.value, x.status, (x.created_at AT TIME ZONE 'UTC')::date, sum(x.n)
  FROM unnest(d) x
  CROSS JOIN LATERAL (VALUES ('all', NULL), ('funnel', x.funnel), ('campaign', x.campaign),
    ('country', x.country), ('platform', x.platform)) AS f (facet, value)
  GROUP BY 1, 2, 3, 4 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT lead_day_counts_key DO UPDATE SET n = c.n + excluded.n;
END $function$;
