CREATE TRIGGER account_activations_append_only BEFORE DELETE OR UPDATE ON public.account_activations FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
