-- The funds ledger's rules in the database (docs/decisions.md "Accounts and the funds ledger"):
-- 1. every ledger transaction is balanced (its entries sum to 0), has at least two entries, and its
--    `amount` equals its `balance` entries: deferred constraint triggers checked at commit;
-- 2. the `balance` entries of an account are added to `account_balances` by an insert trigger in the same
--    transaction, so a stored balance always equals the sum of its entries; that row's CHECK
--    (balance >= -overdraft_limit) refuses a commit that would go below the limit, and its row lock
--    serialises concurrent writers of one account (each transaction touches one balance row);
-- 3. ledger transactions, entries and activation history are append-only, accounts are never deleted.
CREATE FUNCTION ledger_apply_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.book = 'balance' THEN
    UPDATE account_balances SET balance = balance + NEW.amount
    WHERE account_id = NEW.account_id AND currency = NEW.currency;
    IF NOT FOUND THEN
      INSERT INTO account_balances (account_id, currency, balance) VALUES (NEW.account_id, NEW.currency, NEW.amount);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_balance();
--> statement-breakpoint
CREATE FUNCTION ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_id uuid := CASE WHEN TG_TABLE_NAME = 'ledger_entries' THEN NEW.transaction_id ELSE NEW.id END;
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
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction();
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused (reverse a transaction instead)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER account_activations_append_only BEFORE UPDATE OR DELETE ON account_activations
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER accounts_no_delete BEFORE DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- The ledger check: every balance row whose stored balance differs from the sum of its entries (none).
CREATE FUNCTION ledger_mismatches()
  RETURNS TABLE (account_id uuid, currency text, balance bigint, entries_sum numeric)
  LANGUAGE sql STABLE AS $$
  SELECT b.account_id, b.currency, b.balance, coalesce(e.s, 0)
  FROM account_balances b
  LEFT JOIN (
    SELECT account_id, currency, sum(amount) AS s FROM ledger_entries WHERE book = 'balance'
    GROUP BY account_id, currency
  ) e ON e.account_id = b.account_id AND e.currency = b.currency
  WHERE b.balance <> coalesce(e.s, 0)
$$;
