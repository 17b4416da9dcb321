CREATE OR REPLACE FUNCTION public.ledger_mismatches()
 RETURNS TABLE(account_id uuid, currency text, balance bigint, entries_sum numeric)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT b.account_id, b.currency, b.balance, coalesce(e.s, 0)
  FROM account_balances b
  LEFT JOIN (
    SELECT account_id, currency, sum(amount) AS s FROM ledger_entries WHERE book = 'balance'
    GROUP BY account_id, currency
  ) e ON e.account_id = b.account_id AND e.currency = b.currency
  WHERE b.balance <> coalesce(e.s, 0)
$function$;
