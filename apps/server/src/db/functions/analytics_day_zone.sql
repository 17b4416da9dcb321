CREATE OR REPLACE FUNCTION public.analytics_day_zone()
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE WHEN analytics_time_zone() IN ('UTC', 'Etc/UCT', 'UCT', 'Zulu', 'Etc/Zulu', 'Universal', 'Etc/Universal') THEN 'Etc/UTC' ELSE analytics_time_zone() END
$function$;
