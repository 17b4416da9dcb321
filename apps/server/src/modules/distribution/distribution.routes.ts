import type { FastifyInstance } from 'fastify';
import { distributionRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { createFlow, getFlow, listBuyers, listFlows, removeFlow, updateFlow } from './distribution.flows.js';
import { distributeLeads, listHeld, releaseHeld, rerouteHeld, returnLead } from './distribution.held.js';
import { leadDistribution, simulate } from './distribution.read.js';
import type { Distribution } from './distribution.service.js';
import { resetBuyerTotal } from './distribution.totals.js';

/**
 * Lead distribution routes (issue 22), registered from the contracts `distributionRoutes`. Who may do
 * what is decided in the services (`canManageDistribution`, `canDistributeLeads`, the leads scope).
 */
export async function distributionRoutes(
  app: FastifyInstance,
  deps: { db: Db; distribution: Distribution },
): Promise<void> {
  const { db, distribution: dist } = deps;
  const now = () => dist.ctx.now();
  route(app, c.flows, ({ actor }) => listFlows(db, actor, now()));
  route(app, c.flow, ({ actor, params }) => getFlow(db, actor, params.id, now()));
  route(app, c.createFlow, async ({ actor, body, reply }) =>
    reply.status(201).send(await createFlow(db, actor, body, now())),
  );
  route(app, c.updateFlow, ({ actor, params, body }) => updateFlow(db, actor, params.id, body, now()));
  route(app, c.removeFlow, ({ actor, params }) => removeFlow(db, actor, params.id));
  route(app, c.buyers, ({ actor }) => listBuyers(db, actor, now()));
  route(app, c.resetTotal, ({ actor, params }) => resetBuyerTotal(db, actor, params.id, now()));
  route(app, c.simulate, ({ actor, body }) => simulate(db, actor, body, now()));
  route(app, c.held, ({ actor, query }) => listHeld(db, actor, query));
  route(app, c.release, ({ actor, body }) => releaseHeld(db, dist, actor, body.leadsIds));
  route(app, c.reroute, ({ actor, body }) => rerouteHeld(db, dist, actor, body.leadsIds, body.flowId));
  route(app, c.returnLead, ({ actor, body }) => returnLead(db, dist, actor, body));
  route(app, c.leadDistribution, ({ actor, params }) => leadDistribution(db, actor, params.id));
  route(app, c.distribute, ({ actor, body }) => distributeLeads(db, dist, actor, body.leadsIds));
}
