CREATE OR REPLACE FUNCTION public.lead_attributions_immutable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'lead_attributions rows are immutable' USING ERRCODE = '55000';
END $function$;
