CREATE OR REPLACE FUNCTION public.lead_counts_apply_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lead_counts AS c (assigned_to, pool_id, affiliate_id, created_by, status, n)
  SELECT assigned_to, pool_id, affiliate_id, created_by, status, count(*)
  FROM new_rows WHERE deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT lead_counts_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $function$;
