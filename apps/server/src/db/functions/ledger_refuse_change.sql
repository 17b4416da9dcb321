CREATE OR REPLACE FUNCTION public.ledger_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused (reverse a transaction instead)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = '55000';
END $function$;
