CREATE TRIGGER visits_rollups_insert AFTER INSERT ON public.visits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION visit_rollups_apply_insert();
