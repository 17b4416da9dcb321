CREATE OR REPLACE FUNCTION public.ledger_apply_balance()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.book = 'balance' THEN
    UPDATE account_balances SET balance = balance + NEW.amount, turnover = turnover + abs(NEW.amount)
      WHERE account_id = NEW.account_id AND currency = NEW.currency;
    IF NOT FOUND THEN
      INSERT INTO account_balances (account_id, currency, balance, turnover)
        VALUES (NEW.account_id, NEW.currency, NEW.amount, abs(NEW.amount));
    END IF;
  END IF;
  RETURN NULL;
END $function$;
