CREATE OR REPLACE FUNCTION public.lead_facet_counts_apply_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lead_facet_counts AS c (facet, value, assigned_to, pool_id, affiliate_id, created_by, n)
  SELECT f.facet, f.value, x.assigned_to, x.pool_id, x.affiliate_id, x.created_by, sum(x.d)
  FROM (SELECT assigned_to, pool_id, affiliate_id, created_by, funnel, campaign, country, platform, deposit_count, deposit_amount, -1 AS d FROM old_rows WHERE deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('funnel', x.funnel), ('campaign', x.campaign), ('country', x.country),
    ('platform', x.platform), ('deposits', lpad(x.deposit_count::text, 10, '0')),
    ('amount', lead_amount_bucket(x.deposit_amount))) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_facet_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
