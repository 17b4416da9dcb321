CREATE OR REPLACE FUNCTION public.lh_live_revoke()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('lh_live', json_build_object('type', 'revoke', 'userId', NEW.id)::text);
  RETURN NULL;
END $function$;
