CREATE TRIGGER accounts_no_delete BEFORE DELETE ON public.accounts FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
