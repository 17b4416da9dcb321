CREATE OR REPLACE FUNCTION public.lh_live_leads_created()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE lo bigint; hi bigint; n bigint;
BEGIN
  SELECT min(internal_id), max(internal_id), count(*) INTO lo, hi, n FROM new_leads;
  IF n > 0 THEN
    PERFORM pg_notify('lh_live',
      json_build_object('type', 'leads.created', 'from', lo, 'to', hi, 'count', n)::text);
  END IF;
  RETURN NULL;
END $function$;
