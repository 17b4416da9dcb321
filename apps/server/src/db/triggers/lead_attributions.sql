CREATE TRIGGER lead_attributions_no_update BEFORE UPDATE ON public.lead_attributions FOR EACH ROW EXECUTE FUNCTION lead_attributions_immutable();
