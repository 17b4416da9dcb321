CREATE OR REPLACE FUNCTION public.lead_count_row(l leads, sign integer)
 RETURNS lead_count_row
 LANGUAGE sql
 IMMUTABLE
AS $function$
  -- A lead as the counts read it: `sign` (+1 as it is now, -1 as it was) adds 0 while it is deleted.
  SELECT ROW(l.assigned_to, l.pool_id, l.affiliate_id, l.created_by, l.status, l.created_at, l.funnel, l.campaign,
    l.campaignid, l.adgroupid, l.placement, l.country, l.platform, l.source->>'from', l.source->>'keyword',
    l.deposit_count, l.deposit_amount, l.accepted_deliveries > 0, CASE WHEN l.deleted_at IS NULL THEN sign ELSE 0 END)::lead_count_row
$function$;
