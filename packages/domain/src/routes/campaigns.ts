import { routesTagged } from '../contract.js';
import {
  CampaignFormSchema,
  CampaignListQuerySchema,
  CampaignListResponseSchema,
  CampaignSchema,
  CampaignStateSchema,
} from '../campaigns.js';

/*
 * Campaigns (spec §7 `POST/GET campaigns`, §5 campaign form, §9 limit 50 and 30-day window). Reading needs
 * `campaigns` or `analytics`; writing needs `campaigns` and `canEditCampaigns`, pausing `canPauseCampaign`
 * (roles.ts). Figures follow the leads visibility of the caller.
 */

const tag = 'campaigns';
const route = routesTagged(tag);

export const campaignRoutes = {
  list: route('campaigns.list', 'GET /campaigns', {
    access: { feature: 'campaigns' },
    summary:
      'Campaigns with leads, FTDs, deposit amount (minor units) and conversion of the leads created in the ' +
      'window from..to (reporting days, default the last 30); page, limit 50, keywords, sortBy',
    query: CampaignListQuerySchema,
    responses: { 200: CampaignListResponseSchema },
  }),
  create: route('campaigns.create', 'POST /campaigns', {
    access: { feature: 'campaigns' },
    summary: 'Add a campaign (spec §5 campaign form); 409 when the name is taken',
    body: CampaignFormSchema,
    responses: { 201: CampaignSchema },
    extraErrors: [409],
  }),
  update: route('campaigns.update', 'PUT /campaigns/:id', {
    access: { feature: 'campaigns' },
    summary:
      'Edit a campaign. Renaming moves its leads to the new name (one statement); 409 when the name is taken',
    body: CampaignFormSchema,
    responses: { 200: CampaignSchema },
    extraErrors: [409],
  }),
  pause: route('campaigns.pause', 'POST /campaigns/:id/pause', {
    access: { feature: 'campaigns' },
    summary:
      'Pause a campaign: the intake answers 409 campaignPaused and its hosted pages a "not accepting" page ' +
      'until it is resumed (admins any campaign, managers one of their scope; idempotent)',
    responses: { 200: CampaignStateSchema },
  }),
  resume: route('campaigns.resume', 'POST /campaigns/:id/resume', {
    access: { feature: 'campaigns' },
    summary: 'Resume a paused campaign: its intake and hosted pages take leads again (idempotent)',
    responses: { 200: CampaignStateSchema },
  }),
} as const;
