CREATE TRIGGER distribution_revenue_append_only BEFORE DELETE OR UPDATE ON public.distribution_revenue FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER distribution_revenue_no_truncate BEFORE TRUNCATE ON public.distribution_revenue FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
