-- The schema as migrations 0000-0042 left it (squashed on 2026-12-01, docs/decisions.md "One current copy
-- of each database function"): tables, sequences, constraints, indexes and the two one-row tables' rows.
-- Functions and triggers are not here: runMigrations applies src/db/functions and src/db/triggers after
-- the migrations. A database that had applied 0042 skips this file (Drizzle applies only migrations newer
-- than the last one it recorded).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE TABLE public.account_activations (
    id bigint NOT NULL,
    account_id uuid NOT NULL,
    active boolean NOT NULL,
    reason text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE public.account_activations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
ALTER SEQUENCE public.account_activations_id_seq OWNED BY public.account_activations.id;
--> statement-breakpoint
CREATE TABLE public.account_api_keys (
    api_key_id uuid NOT NULL,
    account_id uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.account_balances (
    account_id uuid NOT NULL,
    currency text NOT NULL,
    balance bigint DEFAULT 0 NOT NULL,
    overdraft_limit bigint DEFAULT 0 NOT NULL,
    turnover bigint DEFAULT 0 NOT NULL,
    CONSTRAINT account_balances_limit_check CHECK ((balance >= (- overdraft_limit))),
    CONSTRAINT account_balances_overdraft_check CHECK ((overdraft_limit >= 0))
);
--> statement-breakpoint
CREATE TABLE public.accounts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    stage_name text NOT NULL,
    currency text DEFAULT 'USD'::text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    integration_id uuid,
    plan_type_id uuid,
    next_plan_type_id uuid,
    period_start timestamp with time zone,
    period_end timestamp with time zone,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_price bigint,
    paid_period_days integer
);
--> statement-breakpoint
CREATE TABLE public.analytics_settings (
    id integer NOT NULL,
    time_zone text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.api_keys (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    hint text NOT NULL,
    key_hash text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone,
    revoked_at timestamp with time zone,
    revoked_by uuid
);
--> statement-breakpoint
CREATE TABLE public.campaigns (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text,
    internal_id text,
    link text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    account_id uuid,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    paused_at timestamp with time zone,
    paused_by uuid
);
--> statement-breakpoint
CREATE TABLE public.deposit_books (
    id boolean DEFAULT true NOT NULL,
    total bigint DEFAULT 0 NOT NULL,
    CONSTRAINT deposit_books_one_row CHECK (id)
);
--> statement-breakpoint
CREATE TABLE public.distribution_cap_counters (
    integration_id uuid NOT NULL,
    "window" text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    used integer DEFAULT 0 NOT NULL,
    money bigint DEFAULT 0 NOT NULL,
    CONSTRAINT distribution_cap_counters_used_check CHECK ((used >= 0))
);
--> statement-breakpoint
CREATE TABLE public.distribution_flow_buyers (
    flow_id uuid NOT NULL,
    integration_id uuid NOT NULL,
    priority integer NOT NULL,
    weight integer NOT NULL,
    "position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.distribution_flows (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    method text NOT NULL,
    match jsonb NOT NULL,
    exclusive boolean DEFAULT true NOT NULL,
    max_buyers integer DEFAULT 1 NOT NULL,
    hold_minutes integer DEFAULT 60 NOT NULL,
    return_window_hours integer DEFAULT 72 NOT NULL,
    max_attempts integer DEFAULT 5 NOT NULL,
    active boolean DEFAULT true NOT NULL,
    rr_last uuid,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.distribution_revenue (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    send_id uuid NOT NULL,
    lead_id uuid NOT NULL,
    integration_id uuid NOT NULL,
    kind text NOT NULL,
    amount bigint NOT NULL,
    currency text NOT NULL,
    reverses_id uuid,
    reason text,
    booked_at timestamp with time zone NOT NULL,
    CONSTRAINT distribution_revenue_kind_check CHECK ((((kind = 'sale'::text) AND (amount >= 0) AND (reverses_id IS NULL)) OR ((kind = 'reversal'::text) AND (amount <= 0) AND (reverses_id IS NOT NULL))))
);
--> statement-breakpoint
CREATE TABLE public.distribution_sends (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    integration_id uuid NOT NULL,
    flow_id uuid,
    delivery_id uuid NOT NULL,
    round integer NOT NULL,
    slot integer NOT NULL,
    status text DEFAULT 'sending'::text NOT NULL,
    reserved jsonb NOT NULL,
    price_amount bigint,
    price_currency text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    returned_at timestamp with time zone,
    return_reason text,
    phone_number text,
    email text
);
--> statement-breakpoint
CREATE TABLE public.distribution_steps (
    id bigint NOT NULL,
    lead_id uuid NOT NULL,
    round integer NOT NULL,
    at timestamp with time zone NOT NULL,
    outcome text NOT NULL,
    integration_id uuid,
    reason jsonb,
    delivery_id uuid,
    price_amount bigint,
    price_currency text
);
--> statement-breakpoint
CREATE SEQUENCE public.distribution_steps_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
ALTER SEQUENCE public.distribution_steps_id_seq OWNED BY public.distribution_steps.id;
--> statement-breakpoint
CREATE TABLE public.domain_checks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    domain_id uuid NOT NULL,
    checked_at timestamp with time zone NOT NULL,
    trigger text NOT NULL,
    outcome text NOT NULL,
    detail text,
    state_before text NOT NULL,
    state_after text NOT NULL,
    checked_by uuid
);
--> statement-breakpoint
CREATE TABLE public.domains (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    unicode_name text NOT NULL,
    origin text,
    token text NOT NULL,
    state text DEFAULT 'pending_verification'::text NOT NULL,
    failure_reason text,
    activate_when_verified boolean DEFAULT true NOT NULL,
    last_outcome text,
    last_checked_at timestamp with time zone,
    next_check_at timestamp with time zone,
    pending_since timestamp with time zone NOT NULL,
    check_count integer DEFAULT 0 NOT NULL,
    misses integer DEFAULT 0 NOT NULL,
    verified_at timestamp with time zone,
    activated_at timestamp with time zone,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.export_links (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    token_hash text NOT NULL,
    user_id uuid NOT NULL,
    token_version integer NOT NULL,
    selection jsonb NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.hostings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    domain_id uuid NOT NULL,
    campaign_id uuid NOT NULL,
    title text NOT NULL,
    headline text,
    description text,
    locale text DEFAULT 'en'::text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    replaced_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.intake_requests (
    api_key_id uuid NOT NULL,
    idempotency_key text NOT NULL,
    body_hash text NOT NULL,
    lead_id uuid,
    status integer NOT NULL,
    result text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.intake_rules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    affiliate_id uuid,
    campaign text,
    pool_id uuid NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT intake_rules_target_check CHECK (((affiliate_id IS NOT NULL) OR (campaign IS NOT NULL)))
);
--> statement-breakpoint
CREATE TABLE public.integration_attempts (
    id bigint NOT NULL,
    delivery_id uuid NOT NULL,
    integration_id uuid NOT NULL,
    attempt integer NOT NULL,
    started_at timestamp with time zone NOT NULL,
    duration_ms integer NOT NULL,
    outcome text NOT NULL,
    status integer,
    request jsonb NOT NULL,
    answer text NOT NULL,
    reason text
);
--> statement-breakpoint
CREATE SEQUENCE public.integration_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
ALTER SEQUENCE public.integration_attempts_id_seq OWNED BY public.integration_attempts.id;
--> statement-breakpoint
CREATE TABLE public.integration_deliveries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    integration_id uuid NOT NULL,
    lead_id uuid NOT NULL,
    state text DEFAULT 'queued'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone,
    sending_since timestamp with time zone,
    customer_id text,
    last_error text,
    replays integer DEFAULT 0 NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    max_attempts integer,
    timeout_ms integer
);
--> statement-breakpoint
CREATE TABLE public.integrations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    url text NOT NULL,
    method text NOT NULL,
    body_format text NOT NULL,
    headers jsonb NOT NULL,
    mapping jsonb NOT NULL,
    customer_id_path text NOT NULL,
    reject_statuses jsonb NOT NULL,
    reject_text text,
    rate_limit_per_second integer NOT NULL,
    active boolean DEFAULT true NOT NULL,
    paused_at timestamp with time zone,
    paused_reason text,
    consecutive_failures integer DEFAULT 0 NOT NULL,
    rate_window_start timestamp with time zone,
    rate_window_count integer DEFAULT 0 NOT NULL,
    signing_secret text NOT NULL,
    postback_token_hash text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    distribution jsonb
);
--> statement-breakpoint
CREATE TABLE public.job_processes (
    id uuid NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    heartbeat_at timestamp with time zone DEFAULT now() NOT NULL,
    stopped boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_actions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    actor_id uuid,
    count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    undone_at timestamp with time zone,
    undone_by uuid
);
--> statement-breakpoint
CREATE TABLE public.lead_attributions (
    lead_id uuid NOT NULL,
    visitor_id uuid,
    origin text NOT NULL,
    touched_at timestamp with time zone NOT NULL,
    uri text,
    referrer text,
    placement text,
    campaignid text,
    adgroupid text,
    gclid text,
    wbraid text,
    gbraid text,
    fbclid text,
    ttclid text,
    msclkid text,
    platform text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    extra jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_comments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    text text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_counts (
    assigned_to uuid,
    pool_id uuid,
    affiliate_id uuid,
    created_by uuid,
    status text NOT NULL,
    n bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_daily_ad_groups (
    day date NOT NULL,
    affiliate_id uuid,
    campaign text NOT NULL,
    campaignid text,
    adgroupid text,
    platform text,
    leads bigint DEFAULT 0 NOT NULL,
    new_leads bigint DEFAULT 0 NOT NULL,
    ftds bigint DEFAULT 0 NOT NULL,
    deposits bigint DEFAULT 0 NOT NULL,
    deposit_amount bigint DEFAULT 0 NOT NULL,
    delivered bigint DEFAULT 0 NOT NULL
)
WITH (fillfactor='70', autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_threshold='500');
--> statement-breakpoint
CREATE TABLE public.lead_daily_campaigns (
    campaign text NOT NULL,
    day date NOT NULL,
    leads bigint DEFAULT 0 NOT NULL,
    new_leads bigint DEFAULT 0 NOT NULL,
    ftds bigint DEFAULT 0 NOT NULL,
    deposits bigint DEFAULT 0 NOT NULL,
    deposit_amount bigint DEFAULT 0 NOT NULL,
    delivered bigint DEFAULT 0 NOT NULL
)
WITH (fillfactor='70', autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_threshold='500');
--> statement-breakpoint
CREATE TABLE public.lead_daily_mix (
    day date NOT NULL,
    affiliate_id uuid,
    campaign text NOT NULL,
    adgroupid text,
    kind text NOT NULL,
    value text,
    n bigint DEFAULT 0 NOT NULL
)
WITH (fillfactor='70', autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_threshold='500');
--> statement-breakpoint
CREATE TABLE public.lead_daily_sources (
    day date NOT NULL,
    affiliate_id uuid,
    platform text,
    source_from text,
    campaignid text,
    adgroupid text,
    placement text,
    keyword text,
    leads bigint DEFAULT 0 NOT NULL,
    new_leads bigint DEFAULT 0 NOT NULL,
    ftds bigint DEFAULT 0 NOT NULL,
    deposits bigint DEFAULT 0 NOT NULL,
    deposit_amount bigint DEFAULT 0 NOT NULL,
    delivered bigint DEFAULT 0 NOT NULL
)
WITH (fillfactor='70', autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_threshold='500');
--> statement-breakpoint
CREATE TABLE public.lead_daily_totals (
    day date NOT NULL,
    affiliate_id uuid,
    platform text,
    status text NOT NULL,
    funnel text,
    leads bigint DEFAULT 0 NOT NULL,
    new_leads bigint DEFAULT 0 NOT NULL,
    ftds bigint DEFAULT 0 NOT NULL,
    deposits bigint DEFAULT 0 NOT NULL,
    deposit_amount bigint DEFAULT 0 NOT NULL,
    delivered bigint DEFAULT 0 NOT NULL
)
WITH (fillfactor='70', autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_threshold='500');
--> statement-breakpoint
CREATE TABLE public.lead_day_counts (
    facet text NOT NULL,
    value text,
    status text NOT NULL,
    day date NOT NULL,
    n bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_deposits (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    amount bigint NOT NULL,
    currency text DEFAULT 'USD'::text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    transaction_id text DEFAULT ('gen:'::text || gen_random_uuid()) NOT NULL,
    occurred_at timestamp with time zone DEFAULT now() NOT NULL,
    source text DEFAULT 'manual'::text NOT NULL,
    integration_id uuid,
    reverses_id uuid,
    reason text,
    CONSTRAINT lead_deposits_amount_sign_check CHECK ((((reverses_id IS NULL) AND (amount > 0)) OR ((reverses_id IS NOT NULL) AND (amount < 0))))
);
--> statement-breakpoint
CREATE TABLE public.lead_distributions (
    lead_id uuid NOT NULL,
    flow_id uuid,
    state text NOT NULL,
    round integer DEFAULT 1 NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    exclusive boolean NOT NULL,
    max_buyers integer NOT NULL,
    max_attempts integer NOT NULL,
    hold_minutes integer NOT NULL,
    return_window_hours integer NOT NULL,
    held_reason jsonb,
    held_at timestamp with time zone,
    hold_until timestamp with time zone,
    trigger text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_facet_counts (
    facet text NOT NULL,
    value text,
    assigned_to uuid,
    pool_id uuid,
    affiliate_id uuid,
    created_by uuid,
    n bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_history (
    id bigint NOT NULL,
    lead_id uuid NOT NULL,
    field text NOT NULL,
    from_value text,
    to_value text,
    changed_by uuid,
    at timestamp with time zone DEFAULT now() NOT NULL,
    action_id uuid
);
--> statement-breakpoint
ALTER TABLE public.lead_history ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.lead_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.lead_hour_counts (
    hour timestamp with time zone NOT NULL,
    n bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_import_rejections (
    import_id uuid NOT NULL,
    line integer NOT NULL,
    reason text NOT NULL,
    "values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_import_rows (
    import_id uuid NOT NULL,
    lead_id uuid NOT NULL,
    before jsonb,
    after jsonb,
    written_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.lead_imports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_by uuid NOT NULL,
    status text DEFAULT 'uploaded'::text NOT NULL,
    file_name text NOT NULL,
    size_bytes bigint NOT NULL,
    encoding text NOT NULL,
    delimiter text NOT NULL,
    headers jsonb NOT NULL,
    mapping jsonb,
    defaults jsonb,
    update_existing boolean DEFAULT false NOT NULL,
    total_estimate integer DEFAULT 0 NOT NULL,
    rows_read integer DEFAULT 0 NOT NULL,
    imported integer DEFAULT 0 NOT NULL,
    updated integer DEFAULT 0 NOT NULL,
    rejected integer DEFAULT 0 NOT NULL,
    cancel_requested boolean DEFAULT false NOT NULL,
    error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    started_at timestamp with time zone,
    finished_at timestamp with time zone,
    heartbeat_at timestamp with time zone,
    undo_report jsonb,
    distribute boolean DEFAULT false NOT NULL,
    distributed_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.leads (
    internal_id bigint NOT NULL,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text,
    phone_number text NOT NULL,
    phone_numbers jsonb DEFAULT '[]'::jsonb NOT NULL,
    personal text,
    country text NOT NULL,
    location jsonb,
    status text DEFAULT 'NEW'::text NOT NULL,
    funnel text,
    source jsonb,
    platform text,
    campaign text DEFAULT 'CRM'::text NOT NULL,
    info_level text,
    trader text,
    created_by uuid,
    assigned_to uuid,
    pool_id uuid,
    affiliate_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_contacted timestamp with time zone,
    last_comment_at timestamp with time zone,
    referrer text,
    ip text,
    extra jsonb,
    uri text,
    placement text,
    campaignid text,
    adgroupid text,
    gclid text,
    wbraid text,
    integrations_history jsonb DEFAULT '[]'::jsonb NOT NULL,
    deposit_count integer DEFAULT 0 NOT NULL,
    deposit_amount bigint DEFAULT 0 NOT NULL,
    deleted_at timestamp with time zone,
    ftd_at timestamp with time zone,
    accepted_deliveries integer DEFAULT 0 NOT NULL
)
WITH (fillfactor='85');
--> statement-breakpoint
ALTER TABLE public.leads ALTER COLUMN internal_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.leads_internal_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.ledger_entries (
    id bigint NOT NULL,
    transaction_id uuid NOT NULL,
    account_id uuid NOT NULL,
    book text NOT NULL,
    amount bigint NOT NULL,
    currency text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ledger_entries_book_check CHECK ((book = ANY (ARRAY['balance'::text, 'funding'::text, 'spend'::text, 'fees'::text])))
);
--> statement-breakpoint
CREATE SEQUENCE public.ledger_entries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
ALTER SEQUENCE public.ledger_entries_id_seq OWNED BY public.ledger_entries.id;
--> statement-breakpoint
CREATE TABLE public.ledger_transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id uuid NOT NULL,
    kind text NOT NULL,
    amount bigint NOT NULL,
    currency text NOT NULL,
    description text,
    campaign_id uuid,
    occurred_on date NOT NULL,
    reverses_id uuid,
    idempotency_key text NOT NULL,
    request_hash text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    seq bigint NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    subject text NOT NULL,
    subject_id text NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    read_at timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE public.notifications ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.notifications_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.password_resets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    token_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.plan_types (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    price bigint NOT NULL,
    currency text DEFAULT 'USD'::text NOT NULL,
    period_days integer NOT NULL,
    leads_per_day integer,
    active boolean DEFAULT true NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT plan_types_price_check CHECK (((price >= 0) AND (period_days > 0)))
);
--> statement-breakpoint
CREATE TABLE public.pool_members (
    pool_id uuid NOT NULL,
    user_id uuid NOT NULL,
    added_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.pools (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text,
    active boolean DEFAULT true NOT NULL,
    rr_cursor integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.rate_limit_hits (
    key text NOT NULL,
    hits integer NOT NULL,
    window_start timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.saved_views (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    state jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.sign_in_failures (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_key text NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.users (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    username text NOT NULL,
    picture text,
    role text NOT NULL,
    stage_name text,
    password_hash text NOT NULL,
    active boolean DEFAULT false NOT NULL,
    manager_id uuid,
    feature_overrides jsonb,
    token_version integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_login_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.visit_daily_ad_groups (
    day date NOT NULL,
    campaignid text,
    adgroupid text,
    visits bigint DEFAULT 0 NOT NULL
)
WITH (fillfactor='70', autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_threshold='500');
--> statement-breakpoint
CREATE TABLE public.visits (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    visitor_id uuid NOT NULL,
    uri text,
    referrer text,
    placement text,
    campaignid text,
    adgroupid text,
    gclid text,
    wbraid text,
    gbraid text,
    fbclid text,
    ttclid text,
    msclkid text,
    platform text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    ip text,
    user_agent text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE ONLY public.account_activations ALTER COLUMN id SET DEFAULT nextval('public.account_activations_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_steps ALTER COLUMN id SET DEFAULT nextval('public.distribution_steps_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.integration_attempts ALTER COLUMN id SET DEFAULT nextval('public.integration_attempts_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries ALTER COLUMN id SET DEFAULT nextval('public.ledger_entries_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.account_activations
    ADD CONSTRAINT account_activations_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.account_api_keys
    ADD CONSTRAINT account_api_keys_pkey PRIMARY KEY (api_key_id);
--> statement-breakpoint
ALTER TABLE ONLY public.account_balances
    ADD CONSTRAINT account_balances_account_id_currency_pk PRIMARY KEY (account_id, currency);
--> statement-breakpoint
ALTER TABLE public.account_balances
    ADD CONSTRAINT account_balances_turnover_check CHECK ((turnover <= '9007199254740991'::bigint)) NOT VALID;
--> statement-breakpoint
ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.analytics_settings
    ADD CONSTRAINT analytics_settings_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.deposit_books
    ADD CONSTRAINT deposit_books_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE public.deposit_books
    ADD CONSTRAINT deposit_books_total_check CHECK ((total <= '9007199254740991'::bigint)) NOT VALID;
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_cap_counters
    ADD CONSTRAINT distribution_cap_counters_integration_id_window_window_start_pk PRIMARY KEY (integration_id, "window", window_start);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_flow_buyers
    ADD CONSTRAINT distribution_flow_buyers_flow_id_integration_id_pk PRIMARY KEY (flow_id, integration_id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_flows
    ADD CONSTRAINT distribution_flows_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_revenue
    ADD CONSTRAINT distribution_revenue_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_sends
    ADD CONSTRAINT distribution_sends_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_steps
    ADD CONSTRAINT distribution_steps_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.domain_checks
    ADD CONSTRAINT domain_checks_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.domains
    ADD CONSTRAINT domains_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.export_links
    ADD CONSTRAINT export_links_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.export_links
    ADD CONSTRAINT export_links_token_hash_unique UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.hostings
    ADD CONSTRAINT hostings_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.intake_requests
    ADD CONSTRAINT intake_requests_api_key_id_idempotency_key_pk PRIMARY KEY (api_key_id, idempotency_key);
--> statement-breakpoint
ALTER TABLE ONLY public.intake_rules
    ADD CONSTRAINT intake_rules_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.intake_rules
    ADD CONSTRAINT intake_rules_target_key UNIQUE NULLS NOT DISTINCT (affiliate_id, campaign);
--> statement-breakpoint
ALTER TABLE ONLY public.integration_attempts
    ADD CONSTRAINT integration_attempts_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.integration_deliveries
    ADD CONSTRAINT integration_deliveries_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.integrations
    ADD CONSTRAINT integrations_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.job_processes
    ADD CONSTRAINT job_processes_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_actions
    ADD CONSTRAINT lead_actions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_attributions
    ADD CONSTRAINT lead_attributions_pkey PRIMARY KEY (lead_id);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_comments
    ADD CONSTRAINT lead_comments_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_counts
    ADD CONSTRAINT lead_counts_key UNIQUE NULLS NOT DISTINCT (assigned_to, pool_id, affiliate_id, created_by, status);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_daily_ad_groups
    ADD CONSTRAINT lead_daily_ad_groups_key UNIQUE NULLS NOT DISTINCT (day, affiliate_id, campaign, campaignid, adgroupid, platform);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_daily_campaigns
    ADD CONSTRAINT lead_daily_campaigns_key UNIQUE (campaign, day);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_daily_mix
    ADD CONSTRAINT lead_daily_mix_key UNIQUE NULLS NOT DISTINCT (day, affiliate_id, campaign, adgroupid, kind, value);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_daily_sources
    ADD CONSTRAINT lead_daily_sources_key UNIQUE NULLS NOT DISTINCT (day, affiliate_id, platform, source_from, campaignid, adgroupid, placement, keyword);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_daily_totals
    ADD CONSTRAINT lead_daily_totals_key UNIQUE NULLS NOT DISTINCT (day, affiliate_id, platform, status, funnel);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_day_counts
    ADD CONSTRAINT lead_day_counts_key UNIQUE NULLS NOT DISTINCT (facet, value, status, day);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_deposits
    ADD CONSTRAINT lead_deposits_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_distributions
    ADD CONSTRAINT lead_distributions_pkey PRIMARY KEY (lead_id);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_facet_counts
    ADD CONSTRAINT lead_facet_counts_key UNIQUE NULLS NOT DISTINCT (facet, value, assigned_to, pool_id, affiliate_id, created_by);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_history
    ADD CONSTRAINT lead_history_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_hour_counts
    ADD CONSTRAINT lead_hour_counts_pkey PRIMARY KEY (hour);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_import_rejections
    ADD CONSTRAINT lead_import_rejections_import_id_line_pk PRIMARY KEY (import_id, line);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_import_rows
    ADD CONSTRAINT lead_import_rows_import_id_lead_id_pk PRIMARY KEY (import_id, lead_id);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_imports
    ADD CONSTRAINT lead_imports_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.leads
    ADD CONSTRAINT leads_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transactions
    ADD CONSTRAINT ledger_transactions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.password_resets
    ADD CONSTRAINT password_resets_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.plan_types
    ADD CONSTRAINT plan_types_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.pool_members
    ADD CONSTRAINT pool_members_pool_id_user_id_pk PRIMARY KEY (pool_id, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.pools
    ADD CONSTRAINT pools_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.rate_limit_hits
    ADD CONSTRAINT rate_limit_hits_pkey PRIMARY KEY (key);
--> statement-breakpoint
ALTER TABLE ONLY public.saved_views
    ADD CONSTRAINT saved_views_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.sign_in_failures
    ADD CONSTRAINT sign_in_failures_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.visit_daily_ad_groups
    ADD CONSTRAINT visit_daily_ad_groups_key UNIQUE NULLS NOT DISTINCT (day, campaignid, adgroupid);
--> statement-breakpoint
ALTER TABLE ONLY public.visits
    ADD CONSTRAINT visits_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE INDEX account_activations_account_idx ON public.account_activations USING btree (account_id, created_at);
--> statement-breakpoint
CREATE INDEX accounts_integration_idx ON public.accounts USING btree (integration_id);
--> statement-breakpoint
CREATE UNIQUE INDEX accounts_stage_name_key ON public.accounts USING btree (lower(stage_name));
--> statement-breakpoint
CREATE UNIQUE INDEX api_keys_hash_key ON public.api_keys USING btree (key_hash);
--> statement-breakpoint
CREATE INDEX api_keys_user_idx ON public.api_keys USING btree (user_id, created_at);
--> statement-breakpoint
CREATE INDEX campaigns_account_idx ON public.campaigns USING btree (account_id);
--> statement-breakpoint
CREATE UNIQUE INDEX campaigns_name_key ON public.campaigns USING btree (name);
--> statement-breakpoint
CREATE INDEX distribution_revenue_buyer_idx ON public.distribution_revenue USING btree (integration_id, booked_at);
--> statement-breakpoint
CREATE INDEX distribution_revenue_lead_idx ON public.distribution_revenue USING btree (lead_id);
--> statement-breakpoint
CREATE UNIQUE INDEX distribution_revenue_reverses_key ON public.distribution_revenue USING btree (reverses_id);
--> statement-breakpoint
CREATE UNIQUE INDEX distribution_revenue_send_kind_key ON public.distribution_revenue USING btree (send_id, kind);
--> statement-breakpoint
CREATE INDEX distribution_sends_buyer_idx ON public.distribution_sends USING btree (integration_id, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX distribution_sends_delivery_key ON public.distribution_sends USING btree (delivery_id);
--> statement-breakpoint
CREATE INDEX distribution_sends_email_idx ON public.distribution_sends USING btree (integration_id, email, created_at);
--> statement-breakpoint
CREATE INDEX distribution_sends_lead_idx ON public.distribution_sends USING btree (lead_id);
--> statement-breakpoint
CREATE INDEX distribution_sends_open_idx ON public.distribution_sends USING btree (created_at) WHERE (status = 'sending'::text);
--> statement-breakpoint
CREATE INDEX distribution_sends_phone_idx ON public.distribution_sends USING btree (integration_id, phone_number, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX distribution_sends_slot_key ON public.distribution_sends USING btree (lead_id, slot) WHERE (status = ANY (ARRAY['sending'::text, 'accepted'::text]));
--> statement-breakpoint
CREATE INDEX distribution_steps_lead_idx ON public.distribution_steps USING btree (lead_id, id);
--> statement-breakpoint
CREATE INDEX domain_checks_domain_idx ON public.domain_checks USING btree (domain_id, checked_at);
--> statement-breakpoint
CREATE INDEX domains_created_idx ON public.domains USING btree (created_at, id);
--> statement-breakpoint
CREATE INDEX domains_due_idx ON public.domains USING btree (next_check_at) WHERE (next_check_at IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX domains_name_key ON public.domains USING btree (name);
--> statement-breakpoint
CREATE INDEX export_links_expires_idx ON public.export_links USING btree (expires_at);
--> statement-breakpoint
CREATE UNIQUE INDEX hostings_current_key ON public.hostings USING btree (domain_id) WHERE (replaced_at IS NULL);
--> statement-breakpoint
CREATE INDEX intake_requests_created_idx ON public.intake_requests USING btree (created_at);
--> statement-breakpoint
CREATE INDEX integration_attempts_delivery_idx ON public.integration_attempts USING btree (delivery_id, attempt);
--> statement-breakpoint
CREATE INDEX integration_attempts_rate_idx ON public.integration_attempts USING btree (integration_id, started_at);
--> statement-breakpoint
CREATE INDEX integration_deliveries_customer_idx ON public.integration_deliveries USING btree (integration_id, customer_id);
--> statement-breakpoint
CREATE INDEX integration_deliveries_due_idx ON public.integration_deliveries USING btree (next_attempt_at) WHERE (state = ANY (ARRAY['queued'::text, 'error'::text]));
--> statement-breakpoint
CREATE INDEX integration_deliveries_lead_idx ON public.integration_deliveries USING btree (lead_id);
--> statement-breakpoint
CREATE UNIQUE INDEX integration_deliveries_pair_key ON public.integration_deliveries USING btree (integration_id, lead_id);
--> statement-breakpoint
CREATE INDEX integration_deliveries_sending_idx ON public.integration_deliveries USING btree (sending_since) WHERE (state = 'sending'::text);
--> statement-breakpoint
CREATE INDEX integration_deliveries_state_idx ON public.integration_deliveries USING btree (integration_id, state);
--> statement-breakpoint
CREATE INDEX integrations_user_idx ON public.integrations USING btree (user_id);
--> statement-breakpoint
CREATE INDEX lead_actions_actor_idx ON public.lead_actions USING btree (actor_id, created_at);
--> statement-breakpoint
CREATE INDEX lead_attributions_campaign_idx ON public.lead_attributions USING btree (campaignid, adgroupid, touched_at);
--> statement-breakpoint
CREATE INDEX lead_attributions_visitor_idx ON public.lead_attributions USING btree (visitor_id);
--> statement-breakpoint
CREATE INDEX lead_comments_lead_idx ON public.lead_comments USING btree (lead_id, created_at);
--> statement-breakpoint
CREATE INDEX lead_daily_ad_groups_affiliate_idx ON public.lead_daily_ad_groups USING btree (affiliate_id, day);
--> statement-breakpoint
CREATE INDEX lead_daily_ad_groups_campaign_idx ON public.lead_daily_ad_groups USING btree (campaign, day);
--> statement-breakpoint
CREATE INDEX lead_daily_mix_group_idx ON public.lead_daily_mix USING btree (campaign, adgroupid, day);
--> statement-breakpoint
CREATE INDEX lead_daily_sources_affiliate_idx ON public.lead_daily_sources USING btree (affiliate_id, day);
--> statement-breakpoint
CREATE INDEX lead_daily_totals_affiliate_idx ON public.lead_daily_totals USING btree (affiliate_id, day);
--> statement-breakpoint
CREATE INDEX lead_deposits_lead_idx ON public.lead_deposits USING btree (lead_id, created_at);
--> statement-breakpoint
CREATE INDEX lead_deposits_occurred_idx ON public.lead_deposits USING btree (occurred_at);
--> statement-breakpoint
CREATE UNIQUE INDEX lead_deposits_reverses_key ON public.lead_deposits USING btree (reverses_id);
--> statement-breakpoint
CREATE UNIQUE INDEX lead_deposits_transaction_key ON public.lead_deposits USING btree (lead_id, transaction_id);
--> statement-breakpoint
CREATE INDEX lead_distributions_held_idx ON public.lead_distributions USING btree (hold_until) WHERE (state = 'held'::text);
--> statement-breakpoint
CREATE INDEX lead_distributions_state_idx ON public.lead_distributions USING btree (state, updated_at);
--> statement-breakpoint
CREATE INDEX lead_history_action_idx ON public.lead_history USING btree (action_id, lead_id) WHERE (action_id IS NOT NULL);
--> statement-breakpoint
CREATE INDEX lead_history_lead_idx ON public.lead_history USING btree (lead_id, at);
--> statement-breakpoint
CREATE INDEX lead_imports_open_idx ON public.lead_imports USING btree (status, heartbeat_at) WHERE (status = ANY (ARRAY['queued'::text, 'running'::text]));
--> statement-breakpoint
CREATE INDEX lead_imports_owner_idx ON public.lead_imports USING btree (created_by, created_at);
--> statement-breakpoint
CREATE INDEX leads_adgroup_idx ON public.leads USING btree (adgroupid, created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_affiliate_idx ON public.leads USING btree (affiliate_id, created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_assignee_idx ON public.leads USING btree (assigned_to, created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_campaign_idx ON public.leads USING btree (campaign, created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_country_idx ON public.leads USING btree (country, created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_created_by_idx ON public.leads USING btree (created_by, created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_created_idx ON public.leads USING btree (created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_deleted_idx ON public.leads USING btree (deleted_at, internal_id) WHERE (deleted_at IS NOT NULL);
--> statement-breakpoint
CREATE INDEX leads_delivered_idx ON public.leads USING btree (created_at, internal_id) WHERE ((deleted_at IS NULL) AND (accepted_deliveries > 0));
--> statement-breakpoint
CREATE INDEX leads_deposit_amount_idx ON public.leads USING btree (deposit_amount, internal_id) WHERE ((deleted_at IS NULL) AND (deposit_amount > 0));
--> statement-breakpoint
CREATE INDEX leads_deposit_count_idx ON public.leads USING btree (deposit_count, internal_id) WHERE ((deleted_at IS NULL) AND (deposit_count > 0));
--> statement-breakpoint
CREATE UNIQUE INDEX leads_email_live_key ON public.leads USING btree (lower(email)) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_integration_state_idx ON public.leads USING btree ((
CASE
    WHEN (COALESCE((((integrations_history -> '-1'::integer) -> 'data'::text) ->> 'customerId'::text), ''::text) <> ''::text) THEN 'sent'::text
    WHEN (COALESCE(((integrations_history -> '-1'::integer) ->> 'error'::text), ''::text) <> ''::text) THEN 'error'::text
    ELSE 'none'::text
END), created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX leads_internal_id_key ON public.leads USING btree (internal_id);
--> statement-breakpoint
CREATE INDEX leads_last_comment_idx ON public.leads USING btree (last_comment_at, created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_list_cover_idx ON public.leads USING btree (created_at, internal_id) INCLUDE (assigned_to, pool_id, affiliate_id, created_by, campaign, country, platform, deposit_count, deposit_amount, last_comment_at) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX leads_phone_live_key ON public.leads USING btree (phone_number) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_platform_idx ON public.leads USING btree (platform, created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_pool_idx ON public.leads USING btree (pool_id, created_at, internal_id) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX leads_search_trgm_idx ON public.leads USING gin (lower(((((((((first_name || ' '::text) || last_name) || ' '::text) || COALESCE(email, ''::text)) || ' '::text) || phone_number) || ' '::text) || replace(phone_number, '-'::text, ''::text))) public.gin_trgm_ops) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX ledger_entries_account_idx ON public.ledger_entries USING btree (account_id, book, created_at);
--> statement-breakpoint
CREATE INDEX ledger_entries_transaction_idx ON public.ledger_entries USING btree (transaction_id);
--> statement-breakpoint
CREATE INDEX ledger_transactions_account_idx ON public.ledger_transactions USING btree (account_id, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_transactions_idempotency_key ON public.ledger_transactions USING btree (idempotency_key);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_transactions_reverses_key ON public.ledger_transactions USING btree (reverses_id);
--> statement-breakpoint
CREATE INDEX ledger_transactions_spend_idx ON public.ledger_transactions USING btree (account_id, occurred_on);
--> statement-breakpoint
CREATE INDEX notifications_created_idx ON public.notifications USING btree (created_at);
--> statement-breakpoint
CREATE INDEX notifications_unread_idx ON public.notifications USING btree (user_id) WHERE (read_at IS NULL);
--> statement-breakpoint
CREATE INDEX notifications_user_seq_idx ON public.notifications USING btree (user_id, seq);
--> statement-breakpoint
CREATE UNIQUE INDEX password_resets_token_key ON public.password_resets USING btree (token_hash);
--> statement-breakpoint
CREATE UNIQUE INDEX plan_types_name_key ON public.plan_types USING btree (lower(name));
--> statement-breakpoint
CREATE INDEX pool_members_user_idx ON public.pool_members USING btree (user_id);
--> statement-breakpoint
CREATE UNIQUE INDEX pools_name_key ON public.pools USING btree (name);
--> statement-breakpoint
CREATE INDEX rate_limit_hits_expires_idx ON public.rate_limit_hits USING btree (expires_at);
--> statement-breakpoint
CREATE INDEX saved_views_user_idx ON public.saved_views USING btree (user_id, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX saved_views_user_name_key ON public.saved_views USING btree (user_id, lower(name)) WHERE (deleted_at IS NULL);
--> statement-breakpoint
CREATE INDEX sign_in_failures_key_at_idx ON public.sign_in_failures USING btree (account_key, at);
--> statement-breakpoint
CREATE UNIQUE INDEX users_email_key ON public.users USING btree (email);
--> statement-breakpoint
CREATE INDEX users_manager_idx ON public.users USING btree (manager_id);
--> statement-breakpoint
CREATE INDEX users_name_trgm_idx ON public.users USING gin (name public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_role_active_idx ON public.users USING btree (role, active);
--> statement-breakpoint
CREATE UNIQUE INDEX users_username_key ON public.users USING btree (username);
--> statement-breakpoint
CREATE INDEX visit_daily_ad_groups_group_idx ON public.visit_daily_ad_groups USING btree (campaignid, adgroupid, day);
--> statement-breakpoint
CREATE INDEX visits_campaign_idx ON public.visits USING btree (campaignid, adgroupid, created_at);
--> statement-breakpoint
CREATE INDEX visits_created_idx ON public.visits USING btree (created_at);
--> statement-breakpoint
CREATE INDEX visits_visitor_idx ON public.visits USING btree (visitor_id, created_at);
--> statement-breakpoint
ALTER TABLE ONLY public.account_activations
    ADD CONSTRAINT account_activations_account_id_accounts_id_fk FOREIGN KEY (account_id) REFERENCES public.accounts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.account_activations
    ADD CONSTRAINT account_activations_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.account_api_keys
    ADD CONSTRAINT account_api_keys_account_id_accounts_id_fk FOREIGN KEY (account_id) REFERENCES public.accounts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.account_api_keys
    ADD CONSTRAINT account_api_keys_api_key_id_api_keys_id_fk FOREIGN KEY (api_key_id) REFERENCES public.api_keys(id);
--> statement-breakpoint
ALTER TABLE ONLY public.account_balances
    ADD CONSTRAINT account_balances_account_id_accounts_id_fk FOREIGN KEY (account_id) REFERENCES public.accounts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_integration_id_integrations_id_fk FOREIGN KEY (integration_id) REFERENCES public.integrations(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_next_plan_type_id_plan_types_id_fk FOREIGN KEY (next_plan_type_id) REFERENCES public.plan_types(id);
--> statement-breakpoint
ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_plan_type_id_plan_types_id_fk FOREIGN KEY (plan_type_id) REFERENCES public.plan_types(id);
--> statement-breakpoint
ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_revoked_by_users_id_fk FOREIGN KEY (revoked_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_cap_counters
    ADD CONSTRAINT distribution_cap_counters_integration_id_integrations_id_fk FOREIGN KEY (integration_id) REFERENCES public.integrations(id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_flow_buyers
    ADD CONSTRAINT distribution_flow_buyers_flow_id_distribution_flows_id_fk FOREIGN KEY (flow_id) REFERENCES public.distribution_flows(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_flow_buyers
    ADD CONSTRAINT distribution_flow_buyers_integration_id_integrations_id_fk FOREIGN KEY (integration_id) REFERENCES public.integrations(id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_flows
    ADD CONSTRAINT distribution_flows_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_revenue
    ADD CONSTRAINT distribution_revenue_integration_id_integrations_id_fk FOREIGN KEY (integration_id) REFERENCES public.integrations(id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_revenue
    ADD CONSTRAINT distribution_revenue_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_revenue
    ADD CONSTRAINT distribution_revenue_reverses_id_fk FOREIGN KEY (reverses_id) REFERENCES public.distribution_revenue(id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_revenue
    ADD CONSTRAINT distribution_revenue_send_id_distribution_sends_id_fk FOREIGN KEY (send_id) REFERENCES public.distribution_sends(id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_sends
    ADD CONSTRAINT distribution_sends_delivery_id_integration_deliveries_id_fk FOREIGN KEY (delivery_id) REFERENCES public.integration_deliveries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_sends
    ADD CONSTRAINT distribution_sends_integration_id_integrations_id_fk FOREIGN KEY (integration_id) REFERENCES public.integrations(id);
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_sends
    ADD CONSTRAINT distribution_sends_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.distribution_steps
    ADD CONSTRAINT distribution_steps_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.domain_checks
    ADD CONSTRAINT domain_checks_checked_by_users_id_fk FOREIGN KEY (checked_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.domain_checks
    ADD CONSTRAINT domain_checks_domain_id_domains_id_fk FOREIGN KEY (domain_id) REFERENCES public.domains(id);
--> statement-breakpoint
ALTER TABLE ONLY public.domains
    ADD CONSTRAINT domains_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.export_links
    ADD CONSTRAINT export_links_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.hostings
    ADD CONSTRAINT hostings_campaign_id_campaigns_id_fk FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id);
--> statement-breakpoint
ALTER TABLE ONLY public.hostings
    ADD CONSTRAINT hostings_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.hostings
    ADD CONSTRAINT hostings_domain_id_domains_id_fk FOREIGN KEY (domain_id) REFERENCES public.domains(id);
--> statement-breakpoint
ALTER TABLE ONLY public.intake_requests
    ADD CONSTRAINT intake_requests_api_key_id_api_keys_id_fk FOREIGN KEY (api_key_id) REFERENCES public.api_keys(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.intake_requests
    ADD CONSTRAINT intake_requests_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.intake_rules
    ADD CONSTRAINT intake_rules_affiliate_id_users_id_fk FOREIGN KEY (affiliate_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.intake_rules
    ADD CONSTRAINT intake_rules_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.intake_rules
    ADD CONSTRAINT intake_rules_pool_id_pools_id_fk FOREIGN KEY (pool_id) REFERENCES public.pools(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.integration_attempts
    ADD CONSTRAINT integration_attempts_delivery_id_integration_deliveries_id_fk FOREIGN KEY (delivery_id) REFERENCES public.integration_deliveries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.integration_deliveries
    ADD CONSTRAINT integration_deliveries_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.integration_deliveries
    ADD CONSTRAINT integration_deliveries_integration_id_integrations_id_fk FOREIGN KEY (integration_id) REFERENCES public.integrations(id);
--> statement-breakpoint
ALTER TABLE ONLY public.integration_deliveries
    ADD CONSTRAINT integration_deliveries_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id);
--> statement-breakpoint
ALTER TABLE ONLY public.integrations
    ADD CONSTRAINT integrations_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.integrations
    ADD CONSTRAINT integrations_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.lead_actions
    ADD CONSTRAINT lead_actions_actor_id_users_id_fk FOREIGN KEY (actor_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_actions
    ADD CONSTRAINT lead_actions_undone_by_users_id_fk FOREIGN KEY (undone_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_attributions
    ADD CONSTRAINT lead_attributions_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_comments
    ADD CONSTRAINT lead_comments_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_comments
    ADD CONSTRAINT lead_comments_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_deposits
    ADD CONSTRAINT lead_deposits_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_deposits
    ADD CONSTRAINT lead_deposits_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_deposits
    ADD CONSTRAINT lead_deposits_reverses_id_lead_deposits_id_fk FOREIGN KEY (reverses_id) REFERENCES public.lead_deposits(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_distributions
    ADD CONSTRAINT lead_distributions_flow_id_distribution_flows_id_fk FOREIGN KEY (flow_id) REFERENCES public.distribution_flows(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_distributions
    ADD CONSTRAINT lead_distributions_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_history
    ADD CONSTRAINT lead_history_action_id_lead_actions_id_fk FOREIGN KEY (action_id) REFERENCES public.lead_actions(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_history
    ADD CONSTRAINT lead_history_changed_by_users_id_fk FOREIGN KEY (changed_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_history
    ADD CONSTRAINT lead_history_lead_id_leads_id_fk FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_import_rejections
    ADD CONSTRAINT lead_import_rejections_import_id_lead_imports_id_fk FOREIGN KEY (import_id) REFERENCES public.lead_imports(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_import_rows
    ADD CONSTRAINT lead_import_rows_import_id_lead_imports_id_fk FOREIGN KEY (import_id) REFERENCES public.lead_imports(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.lead_imports
    ADD CONSTRAINT lead_imports_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.leads
    ADD CONSTRAINT leads_affiliate_id_users_id_fk FOREIGN KEY (affiliate_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.leads
    ADD CONSTRAINT leads_assigned_to_users_id_fk FOREIGN KEY (assigned_to) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.leads
    ADD CONSTRAINT leads_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.leads
    ADD CONSTRAINT leads_pool_id_pools_id_fk FOREIGN KEY (pool_id) REFERENCES public.pools(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_account_id_accounts_id_fk FOREIGN KEY (account_id) REFERENCES public.accounts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_transaction_id_ledger_transactions_id_fk FOREIGN KEY (transaction_id) REFERENCES public.ledger_transactions(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transactions
    ADD CONSTRAINT ledger_transactions_account_id_accounts_id_fk FOREIGN KEY (account_id) REFERENCES public.accounts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_transactions
    ADD CONSTRAINT ledger_transactions_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id);
--> statement-breakpoint
ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.password_resets
    ADD CONSTRAINT password_resets_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.plan_types
    ADD CONSTRAINT plan_types_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.pool_members
    ADD CONSTRAINT pool_members_pool_id_pools_id_fk FOREIGN KEY (pool_id) REFERENCES public.pools(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.pool_members
    ADD CONSTRAINT pool_members_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.saved_views
    ADD CONSTRAINT saved_views_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_manager_id_users_id_fk FOREIGN KEY (manager_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
INSERT INTO public.analytics_settings (id, time_zone) VALUES (1, 'UTC');
--> statement-breakpoint
INSERT INTO public.deposit_books (id, total) VALUES (true, 0);
