import type { FastifyInstance } from 'fastify';
import { intakeRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { leadAttribution, recordVisit } from './visitors.service.js';

/**
 * `GET /api/visitor` (spec §7) and `GET /api/leads/:id/attribution`, registered from `intakeRoutes`. The
 * visitor call is public: limited per IP (`@fastify/rate-limit` on the shared table) and bounded by its
 * query schema (every value has a maximum length); it answers `Access-Control-Allow-Origin: *` so a
 * landing page on another domain can read its `visitorId` (the answer holds nothing else).
 */
export async function visitorsRoutes(
  app: FastifyInstance,
  opts: { db: Db; visitorRatePerMinute: number },
): Promise<void> {
  const { db } = opts;
  route(
    app,
    c.visitor,
    async ({ query, request, reply }) => {
      void reply.header('access-control-allow-origin', '*');
      return recordVisit(db, query, { ip: request.ip, userAgent: request.headers['user-agent'] });
    },
    { config: { rateLimit: { max: opts.visitorRatePerMinute, timeWindow: '1 minute' } } },
  );
  route(app, c.attribution, ({ actor, params }) => leadAttribution(db, actor, params.id));
}
