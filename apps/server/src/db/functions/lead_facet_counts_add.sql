CREATE OR REPLACE FUNCTION public.lead_facet_counts_add(d lead_count_row[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Live leads by facet value and by assignee, pool, affiliate and creator (the filters' counts in scope).
  INSERT INTO lead_facet_counts AS c (facet, value, assigned_to, pool_id, affiliate_id, created_by, n)
  SELECT f.facet, f.value, x.assigned_to, x.pool_id, x.affiliate_id, x.created_by, sum(x.n)
  FROM unnest(d) x
  CROSS JOIN LATERAL (VALUES ('funnel', x.funnel), ('campaign', x.campaign), ('country', x.country),
    ('platform', x.platform), ('deposits', lpad(x.deposit_count::text, 10, '0')),
    ('amount', lead_amount_bucket(x.deposit_amount))) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_facet_counts_key DO UPDATE SET n = c.n + excluded.n;
END $function$;
