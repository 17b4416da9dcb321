import type { FastifyInstance } from 'fastify';
import { campaignRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { createCampaign, listCampaigns, updateCampaign } from './campaigns.service.js';

/** Campaigns (spec §7 `POST/GET campaigns`; `PUT /campaigns/:id`), registered from `campaignRoutes`. */
export async function campaignsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, c.list, ({ actor, query }) => listCampaigns(db, actor, query));
  route(app, c.create, ({ actor, body }) => createCampaign(db, actor, body));
  route(app, c.update, ({ params, body }) => updateCampaign(db, params.id, body));
}
