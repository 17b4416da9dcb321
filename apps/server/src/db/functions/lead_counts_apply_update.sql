CREATE OR REPLACE FUNCTION public.lead_counts_apply_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lead_counts AS c (assigned_to, pool_id, affiliate_id, created_by, status, n)
  SELECT assigned_to, pool_id, affiliate_id, created_by, status, sum(d)
  FROM (
    SELECT assigned_to, pool_id, affiliate_id, created_by, status, 1 AS d FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT assigned_to, pool_id, affiliate_id, created_by, status, -1 AS d FROM old_rows WHERE deleted_at IS NULL
  ) x
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
