CREATE OR REPLACE FUNCTION public.lead_accepted_deliveries_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE leads l SET accepted_deliveries = l.accepted_deliveries + x.d
    FROM (SELECT lead_id, count(*) AS d FROM new_rows WHERE state = 'accepted' GROUP BY 1) x
    WHERE l.id = x.lead_id;
  ELSE
    UPDATE leads l SET accepted_deliveries = l.accepted_deliveries + x.d
    FROM (SELECT lead_id, sum(d) AS d FROM (
        SELECT lead_id, 1 AS d FROM new_rows WHERE state = 'accepted'
        UNION ALL SELECT lead_id, -1 FROM old_rows WHERE state = 'accepted') y
      GROUP BY 1 HAVING sum(d) <> 0) x
    WHERE l.id = x.lead_id;
  END IF;
  RETURN NULL;
END $function$;
