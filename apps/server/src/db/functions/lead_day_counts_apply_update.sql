CREATE OR REPLACE FUNCTION public.lead_day_counts_apply_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
 SET jit TO 'off'
AS $function$
BEGIN
  WITH changed AS (
    SELECT n.internal_id FROM new_rows n JOIN old_rows o ON o.internal_id = n.internal_id
    WHERE (n.status, n.created_at, n.funnel, n.campaign, n.country, n.platform, n.deleted_at IS NULL)
      IS DISTINCT FROM (o.status, o.created_at, o.funnel, o.campaign, o.country, o.platform, o.deleted_at IS NULL)
  )
  INSERT INTO lead_day_counts AS c (facet, value, status, day, n)
  SELECT f.facet, f.value, x.status, x.day, sum(x.d)
  FROM (SELECT r.status, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.funnel, r.campaign, r.country, r.platform, 1 AS d FROM new_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL
    UNION ALL
    SELECT r.status, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.funnel, r.campaign, r.country, r.platform, -1 FROM old_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('all', NULL), ('funnel', x.funnel), ('campaign', x.campaign),
    ('country', x.country), ('platform', x.platform)) AS f (facet, value)
  GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT lead_day_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
