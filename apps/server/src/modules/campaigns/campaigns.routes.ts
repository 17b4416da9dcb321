import type { FastifyInstance } from 'fastify';
import { campaignRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { setCampaignPaused } from './campaigns.pause.js';
import { createCampaign, listCampaigns, updateCampaign } from './campaigns.service.js';

/**
 * Campaigns (spec §7 `POST/GET campaigns`; `PUT /campaigns/:id`; pause and resume, issue 19), registered
 * from `campaignRoutes`.
 */
export async function campaignsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, c.list, ({ actor, query }) => listCampaigns(db, actor, query));
  route(app, c.create, ({ actor, body }) => createCampaign(db, actor, body));
  route(app, c.update, ({ actor, params, body }) => updateCampaign(db, actor, params.id, body));
  route(app, c.pause, ({ actor, params }) => setCampaignPaused(db, actor, params.id, true));
  route(app, c.resume, ({ actor, params }) => setCampaignPaused(db, actor, params.id, false));
}
