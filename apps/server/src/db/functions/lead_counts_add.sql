CREATE OR REPLACE FUNCTION public.lead_counts_add(d lead_count_row[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Live leads by assignee, pool, affiliate, creator and status (the leads list's exact counts).
  INSERT INTO lead_counts AS c (assigned_to, pool_id, affiliate_id, created_by, status, n)
  SELECT x.assigned_to, x.pool_id, x.affiliate_id, x.created_by, x.status, sum(x.n)
  FROM unnest(d) x
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_counts_key DO UPDATE SET n = c.n + excluded.n;
END $function$;
