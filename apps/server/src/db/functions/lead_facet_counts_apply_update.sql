CREATE OR REPLACE FUNCTION public.lead_facet_counts_apply_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
 SET jit TO 'off'
AS $function$
BEGIN
  WITH changed AS (
    SELECT n.internal_id FROM new_rows n JOIN old_rows o ON o.internal_id = n.internal_id
    WHERE (n.assigned_to, n.pool_id, n.affiliate_id, n.created_by, n.funnel, n.campaign, n.country, n.platform, n.deposit_count, n.deposit_amount, n.deleted_at IS NULL)
      IS DISTINCT FROM (o.assigned_to, o.pool_id, o.affiliate_id, o.created_by, o.funnel, o.campaign, o.country, o.platform, o.deposit_count, o.deposit_amount, o.deleted_at IS NULL)
  )
  INSERT INTO lead_facet_counts AS c (facet, value, assigned_to, pool_id, affiliate_id, created_by, n)
  SELECT f.facet, f.value, x.assigned_to, x.pool_id, x.affiliate_id, x.created_by, sum(x.d)
  FROM (SELECT r.assigned_to, r.pool_id, r.affiliate_id, r.created_by, r.funnel, r.campaign, r.country, r.platform, r.deposit_count, r.deposit_amount, 1 AS d FROM new_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL
    UNION ALL
    SELECT r.assigned_to, r.pool_id, r.affiliate_id, r.created_by, r.funnel, r.campaign, r.country, r.platform, r.deposit_count, r.deposit_amount, -1 FROM old_rows r JOIN changed USING (internal_id) WHERE r.deleted_at IS NULL) AS x
  CROSS JOIN LATERAL (VALUES ('funnel', x.funnel), ('campaign', x.campaign), ('country', x.country),
    ('platform', x.platform), ('deposits', lpad(x.deposit_count::text, 10, '0')),
    ('amount', lead_amount_bucket(x.deposit_amount))) AS f (facet, value)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT lead_facet_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
