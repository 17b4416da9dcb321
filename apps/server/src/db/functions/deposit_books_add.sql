CREATE OR REPLACE FUNCTION public.deposit_books_add()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- One UPDATE per statement (a bulk seed inserts many deposits in one statement).
  UPDATE deposit_books SET total = total + (SELECT coalesce(sum(amount), 0) FROM new_rows) WHERE id;
  RETURN NULL;
END $function$;
