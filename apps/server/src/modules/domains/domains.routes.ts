import type { FastifyInstance } from 'fastify';
import { domainRoutes as c } from '@leadhouse/domain';
import { route } from '../../plugins/route.js';
import {
  checkNow,
  createDomain,
  domainDetail,
  listDomainsPage,
  setActive,
  type DomainsContext,
} from './domains.service.js';
import { createHosting, hostingCampaigns } from './hosting.service.js';

/**
 * Domains and hosting under `/api` (issue 12 §5), registered from `domainRoutes`; every path needs the
 * `domains` feature. `POST /domain {domain, origin}` (spec §7) and `POST /domains {name, active}` (the
 * spec's domain-add call) both add a domain (201).
 */
export async function domainsRoutes(app: FastifyInstance, { ctx }: { ctx: DomainsContext }): Promise<void> {
  route(app, c.list, ({ query }) => listDomainsPage(ctx, query));
  route(app, c.detail, ({ params }) => domainDetail(ctx, params.id));
  route(app, c.create, ({ actor, body }) =>
    createDomain(ctx, actor, { name: body.domain, origin: body.origin, activateWhenVerified: true }),
  );
  route(app, c.add, ({ actor, body }) =>
    createDomain(ctx, actor, { name: body.name, origin: body.origin, activateWhenVerified: body.active }),
  );
  route(app, c.check, ({ actor, params }) => checkNow(ctx, actor, params.id));
  route(app, c.setActive, ({ params, body }) => setActive(ctx, params.id, body.active));
  route(app, c.createHosting, ({ actor, body }) => createHosting(ctx, actor, body));
  route(app, c.hostingCampaigns, () => hostingCampaigns(ctx));
}
