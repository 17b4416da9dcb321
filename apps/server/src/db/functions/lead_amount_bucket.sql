CREATE OR REPLACE FUNCTION public.lead_amount_bucket(amount bigint)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT lpad((CASE WHEN amount >= 10000000 THEN 10000000 WHEN amount >= 1000000 THEN 1000000
    WHEN amount >= 500000 THEN 500000 WHEN amount >= 200000 THEN 200000 WHEN amount >= 100000 THEN 100000
    ELSE 0 END)::text, 19, '0')
$function$;
