CREATE OR REPLACE FUNCTION public.ledger_check_transaction()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  tx_id uuid := coalesce(to_jsonb(NEW)->>'transaction_id', to_jsonb(NEW)->>'id')::uuid;
  n int;
  total numeric;
  to_balance numeric;
  declared bigint;
BEGIN
  SELECT count(*), coalesce(sum(amount), 0), coalesce(sum(amount) FILTER (WHERE book = 'balance'), 0)
    INTO n, total, to_balance FROM ledger_entries WHERE transaction_id = tx_id;
  SELECT amount INTO declared FROM ledger_transactions WHERE id = tx_id;
  IF n < 2 OR total <> 0 OR to_balance <> declared THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced (% entries, sum %, balance % of %)',
      tx_id, n, total, to_balance, declared USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $function$;
