import { routeKind, routesTagged } from '../contract.js';
import {
  DomainActiveSchema,
  DomainAddSchema,
  DomainCreateSchema,
  DomainDetailSchema,
  DomainListQuerySchema,
  DomainListResponseSchema,
  DomainSchema,
  HostingCampaignsResponseSchema,
  HostingCreateSchema,
  HostingSchema,
} from '../domains.js';
import { restResource } from './rest.js';

/*
 * Domains and hosting (issue 12 §5, spec §7 `POST domain {domain, origin}`, `POST hosting/new`, and the
 * domain-add call `{name, active}` whose path the spec does not show: `POST /api/domains`;
 * docs/decisions.md "Domains and hosting"). Every path needs the `domains` feature (admin and
 * super_sales_manager by default).
 */

const tag = 'domains';
const route = routesTagged(tag);
const access = { feature: 'domains' } as const;
const domains = restResource(tag, 'domains', '/domains', access);

/**
 * Adding a domain, by either call (spec §7 `{domain, origin}`, spec §3 `{name, active}`): both answer the new
 * domain (201) with the same errors (409 when it was added before).
 */
const addDomain = routeKind(tag, { access, responses: { 201: DomainSchema }, extraErrors: [404, 409] });

export const domainRoutes = {
  list: domains.list(
    'List domains with their state and TXT record (page, limit 50, keywords, state)',
    DomainListResponseSchema,
    { query: DomainListQuerySchema },
  ),
  detail: domains.detail('One domain with its check history (newest first)', DomainDetailSchema),
  create: addDomain(
    'domain.create',
    'POST /domain',
    'spec §7: add a domain {domain, origin}; it is checked at once and goes active when verified',
    DomainCreateSchema,
  ),
  add: addDomain(
    'domains.add',
    'POST /domains',
    'spec §3 domain-add call {name, active}: add a domain; active = serve as soon as verified',
    DomainAddSchema,
  ),
  check: domains.action('check')(
    'Check the TXT record now (a failed look-up never demotes a verified or active domain)',
    DomainDetailSchema,
  ),
  setActive: route('domains.setActive', 'POST /domains/:id/active', {
    access,
    summary: 'A verified domain starts (true) or stops (false) serving its landing page',
    body: DomainActiveSchema,
    responses: { 200: DomainSchema },
    extraErrors: [409],
  }),
  createHosting: route('hosting.create', 'POST /hosting/new', {
    access,
    summary: 'spec §7: put a campaign landing page on a verified domain (replaces its current one)',
    body: HostingCreateSchema,
    responses: { 201: HostingSchema },
    extraErrors: [404, 409],
  }),
  hostingCampaigns: route('hosting.campaigns', 'GET /hosting/campaigns', {
    access,
    summary: 'Campaigns a landing page can be made for (id, name)',
    responses: { 200: HostingCampaignsResponseSchema },
  }),
} as const;
