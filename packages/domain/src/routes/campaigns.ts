import { routesTagged } from '../contract.js';
import {
  CampaignFormSchema,
  CampaignListQuerySchema,
  CampaignListResponseSchema,
  CampaignSchema,
  CampaignStateSchema,
} from '../campaigns.js';
import { restResource } from './rest.js';

/*
 * Campaigns (spec §7 `POST/GET campaigns`, §5 campaign form, §9 limit 50 and 30-day window). Reading needs
 * `campaigns` or `analytics`; writing needs `campaigns` and `canEditCampaigns`, pausing `canPauseCampaign`
 * (roles.ts). Figures follow the leads visibility of the caller.
 */

const tag = 'campaigns';
const route = routesTagged(tag);
const access = { feature: 'campaigns' } as const;
const campaigns = restResource(tag, 'campaigns', '/campaigns', access);

export const campaignRoutes = {
  list: campaigns.list(
    'Campaigns with leads, FTDs, deposit amount (minor units) and conversion of the leads created in the ' +
      'window from..to (reporting days, default the last 30); page, limit 50, keywords, sortBy',
    CampaignListResponseSchema,
    { query: CampaignListQuerySchema },
  ),
  create: campaigns.create(
    'Add a campaign (spec §5 campaign form); 409 when the name is taken',
    CampaignFormSchema,
    CampaignSchema,
  ),
  update: campaigns.update(
    'Edit a campaign. Renaming moves its leads to the new name (one statement); 409 when the name is taken',
    CampaignFormSchema,
    CampaignSchema,
  ),
  pause: route('campaigns.pause', 'POST /campaigns/:id/pause', {
    access,
    summary:
      'Pause a campaign: the intake answers 409 campaignPaused and its hosted pages a "not accepting" page ' +
      'until it is resumed (admins any campaign, managers one of their scope; idempotent)',
    responses: { 200: CampaignStateSchema },
  }),
  resume: route('campaigns.resume', 'POST /campaigns/:id/resume', {
    access,
    summary: 'Resume a paused campaign: its intake and hosted pages take leads again (idempotent)',
    responses: { 200: CampaignStateSchema },
  }),
} as const;
