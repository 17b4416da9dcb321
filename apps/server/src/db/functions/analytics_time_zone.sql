CREATE OR REPLACE FUNCTION public.analytics_time_zone()
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce((SELECT time_zone FROM analytics_settings WHERE id = 1), 'UTC')
$function$;
