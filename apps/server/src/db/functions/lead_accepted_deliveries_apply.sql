CREATE OR REPLACE FUNCTION public.lead_accepted_deliveries_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A lead's row is updated only when a delivery's acceptance changed: an update of leads, even of no row,
  -- runs every statement trigger of leads (a claim or an attempt's finish changes no acceptance).
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE state = 'accepted') THEN
      RETURN NULL;
    END IF;
    UPDATE leads l SET accepted_deliveries = l.accepted_deliveries + x.d
    FROM (SELECT lead_id, count(*) AS d FROM new_rows WHERE state = 'accepted' GROUP BY 1) x
    WHERE l.id = x.lead_id;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.state = 'accepted') IS DISTINCT FROM (o.state = 'accepted') OR n.lead_id IS DISTINCT FROM o.lead_id) THEN
      RETURN NULL;
    END IF;
    UPDATE leads l SET accepted_deliveries = l.accepted_deliveries + x.d
    FROM (SELECT lead_id, sum(d) AS d FROM (
        SELECT lead_id, 1 AS d FROM new_rows WHERE state = 'accepted'
        UNION ALL SELECT lead_id, -1 FROM old_rows WHERE state = 'accepted') y
      GROUP BY 1 HAVING sum(d) <> 0) x
    WHERE l.id = x.lead_id;
  END IF;
  RETURN NULL;
END $function$;
