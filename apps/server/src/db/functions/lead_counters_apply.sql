CREATE OR REPLACE FUNCTION public.lead_counters_apply()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_nestloop TO 'off'
 SET jit TO 'off'
AS $function$
DECLARE d lead_count_row[];
BEGIN
  -- Every count kept of leads, for one statement (insert, update or delete): the rows as they are now count
  -- +1 and as they were -1 (lead_count_row); each lead_*_add writes the groups whose sums are not 0, in key
  -- order (the lock order of concurrent writers).
  IF TG_OP = 'INSERT' THEN
    d := ARRAY(SELECT lead_count_row(r, 1) FROM new_rows r WHERE r.deleted_at IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    d := ARRAY(SELECT lead_count_row(r, -1) FROM old_rows r WHERE r.deleted_at IS NULL);
  ELSE
    -- Only the rows in which something counted changed (a comment or a note changes no count).
    d := ARRAY(SELECT x.c FROM new_rows a JOIN old_rows b ON b.internal_id = a.internal_id
      CROSS JOIN LATERAL (VALUES (lead_count_row(a, 1)), (lead_count_row(b, -1))) AS x (c)
      WHERE lead_count_row(a, 1) IS DISTINCT FROM lead_count_row(b, 1) AND (x.c).n <> 0);
  END IF;
  IF cardinality(d) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM lead_counts_add(d);
  PERFORM lead_day_counts_add(d);
  PERFORM lead_facet_counts_add(d);
  PERFORM lead_hour_counts_add(d);
  PERFORM lead_rollups_add(d);
  RETURN NULL;
END $function$;
