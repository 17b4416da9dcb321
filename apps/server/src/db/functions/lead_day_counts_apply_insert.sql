CREATE OR REPLACE FUNCTION public.lead_day_counts_apply_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lead_day_counts AS c (facet, value, status, day, n)
  SELECT f.facet, f.value, x.status, x.day, sum(x.d)
  FROM (SELECT status, (created_at AT TIME ZONE 'UTC')::date AS day, funnel, campaign, country, platform, 1 AS d FROM new_rows WHERE deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('all', NULL), ('funnel', x.funnel), ('campaign', x.campaign),
    ('country', x.country), ('platform', x.platform)) AS f (facet, value)
  GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT lead_day_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
