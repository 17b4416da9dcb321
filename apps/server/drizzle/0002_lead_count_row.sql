-- What every count kept of leads reads of a lead (src/db/functions/lead_counters_apply.sql): the counted
-- columns and `n`, what the row adds to a count (+1 as it is now, -1 as it was, 0 when deleted).
CREATE TYPE public.lead_count_row AS (
  assigned_to uuid,
  pool_id uuid,
  affiliate_id uuid,
  created_by uuid,
  status text,
  created_at timestamptz,
  funnel text,
  campaign text,
  campaignid text,
  adgroupid text,
  placement text,
  country text,
  platform text,
  source_from text,
  source_keyword text,
  deposit_count integer,
  deposit_amount bigint,
  delivered boolean,
  n integer
);
