CREATE TRIGGER leads_counters_delete AFTER DELETE ON public.leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counters_apply();
CREATE TRIGGER leads_counters_insert AFTER INSERT ON public.leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counters_apply();
CREATE TRIGGER leads_counters_update AFTER UPDATE ON public.leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counters_apply();
CREATE TRIGGER leads_live_created AFTER INSERT ON public.leads REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION lh_live_leads_created();
