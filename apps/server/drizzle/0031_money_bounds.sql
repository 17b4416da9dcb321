CREATE TABLE "deposit_books" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_books_one_row" CHECK ("deposit_books"."id")
);
--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "account_balances" ADD COLUMN "turnover" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "paid_price" bigint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "paid_period_days" integer;--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD CONSTRAINT "lead_deposits_reverses_id_lead_deposits_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."lead_deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deposits_reverses_key" ON "lead_deposits" USING btree ("reverses_id");--> statement-breakpoint
ALTER TABLE "lead_deposits" ADD CONSTRAINT "lead_deposits_amount_sign_check" CHECK (("lead_deposits"."reverses_id" IS NULL AND "lead_deposits"."amount" > 0) OR ("lead_deposits"."reverses_id" IS NOT NULL AND "lead_deposits"."amount" < 0));--> statement-breakpoint
-- Money bounds (issue 18; docs/decisions.md "Money bounds and reversals"; domain money.ts).
-- 1. Deposits: the net total of every deposit ever recorded lives in one row, added to by an insert trigger
--    (a reversal's negative amount subtracts), and may not pass 2^53 - 1: every lead's amount and every sum
--    of leads' amounts is a part of it, so no reader ever meets an amount JavaScript cannot hold exactly.
--    The CHECK is NOT VALID so that books already past the bound (written before this migration) still
--    migrate; their next deposit is refused until reversals bring them back under it.
INSERT INTO deposit_books (id, total) SELECT true, coalesce(sum(amount), 0) FROM lead_deposits;
--> statement-breakpoint
ALTER TABLE deposit_books ADD CONSTRAINT deposit_books_total_check CHECK (total <= 9007199254740991) NOT VALID;
--> statement-breakpoint
CREATE FUNCTION deposit_books_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One UPDATE per statement (a bulk seed inserts many deposits in one statement).
  UPDATE deposit_books SET total = total + (SELECT coalesce(sum(amount), 0) FROM new_rows) WHERE id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_deposits_books AFTER INSERT ON lead_deposits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deposit_books_add();
--> statement-breakpoint
-- 2. Ledger: each balance row keeps its turnover (sum of |amount| of its balance entries), at most 2^53 - 1,
--    which bounds the balance and every sum of the account's entries (a period's spend, the statistics).
UPDATE account_balances b SET turnover = s.t
  FROM (SELECT account_id, currency, sum(abs(amount)) AS t FROM ledger_entries WHERE book = 'balance'
        GROUP BY 1, 2) s
  WHERE s.account_id = b.account_id AND s.currency = b.currency;
--> statement-breakpoint
ALTER TABLE account_balances ADD CONSTRAINT account_balances_turnover_check CHECK (turnover <= 9007199254740991) NOT VALID;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_apply_balance() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
-- 3. Plans: the price paid per period and its length, so an upgrade credits what was paid, not the plan's
--    current price. Accounts on a plan before this migration take their plan's price as paid.
UPDATE accounts a SET paid_price = p.price, paid_period_days = p.period_days
  FROM plan_types p WHERE p.id = a.plan_type_id;
