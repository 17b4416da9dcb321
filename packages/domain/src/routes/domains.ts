import { IdParamSchema } from '../common.js';
import { AUTH_ERRORS, defineRoute } from '../contract.js';
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

/*
 * Domains and hosting (issue 12 §5, spec §7 `POST domain {domain, origin}`, `POST hosting/new`, and the
 * domain-add call `{name, active}` whose path the spec does not show: `POST /api/domains`;
 * docs/decisions.md "Domains and hosting"). Every path needs the `domains` feature (admin and
 * super_sales_manager by default).
 */

const tag = 'domains';
const access = { feature: 'domains' } as const;
const writeErrors = [400, ...AUTH_ERRORS, 404, 409] as const;

export const domainRoutes = {
  list: defineRoute({
    id: 'domains.list',
    method: 'GET',
    path: '/domains',
    tag,
    access,
    summary: 'List domains with their state and TXT record (page, limit 50, keywords, state)',
    query: DomainListQuerySchema,
    responses: { 200: DomainListResponseSchema },
    errors: [400, ...AUTH_ERRORS],
  }),
  detail: defineRoute({
    id: 'domains.detail',
    method: 'GET',
    path: '/domains/:id',
    tag,
    access,
    summary: 'One domain with its check history (newest first)',
    params: IdParamSchema,
    responses: { 200: DomainDetailSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  create: defineRoute({
    id: 'domain.create',
    method: 'POST',
    path: '/domain',
    tag,
    access,
    summary: 'spec §7: add a domain {domain, origin}; it is checked at once and goes active when verified',
    body: DomainCreateSchema,
    responses: { 201: DomainSchema },
    errors: writeErrors,
  }),
  add: defineRoute({
    id: 'domains.add',
    method: 'POST',
    path: '/domains',
    tag,
    access,
    summary: 'spec §3 domain-add call {name, active}: add a domain; active = serve as soon as verified',
    body: DomainAddSchema,
    responses: { 201: DomainSchema },
    errors: writeErrors,
  }),
  check: defineRoute({
    id: 'domains.check',
    method: 'POST',
    path: '/domains/:id/check',
    tag,
    access,
    summary: 'Check the TXT record now (a failed look-up never demotes a verified or active domain)',
    params: IdParamSchema,
    responses: { 200: DomainDetailSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  setActive: defineRoute({
    id: 'domains.setActive',
    method: 'POST',
    path: '/domains/:id/active',
    tag,
    access,
    summary: 'A verified domain starts (true) or stops (false) serving its landing page',
    params: IdParamSchema,
    body: DomainActiveSchema,
    responses: { 200: DomainSchema },
    errors: writeErrors,
  }),
  createHosting: defineRoute({
    id: 'hosting.create',
    method: 'POST',
    path: '/hosting/new',
    tag,
    access,
    summary: 'spec §7: put a campaign landing page on a verified domain (replaces its current one)',
    body: HostingCreateSchema,
    responses: { 201: HostingSchema },
    errors: writeErrors,
  }),
  hostingCampaigns: defineRoute({
    id: 'hosting.campaigns',
    method: 'GET',
    path: '/hosting/campaigns',
    tag,
    access,
    summary: 'Campaigns a landing page can be made for (id, name)',
    responses: { 200: HostingCampaignsResponseSchema },
    errors: [...AUTH_ERRORS],
  }),
} as const;
