CREATE TRIGGER lead_deposits_books AFTER INSERT ON public.lead_deposits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deposit_books_add();
