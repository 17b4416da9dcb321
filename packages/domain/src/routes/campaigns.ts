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

const campaigns = restResource('campaigns', 'campaigns', '/campaigns', { feature: 'campaigns' });

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
  pause: campaigns.action('pause')(
    'Pause a campaign: the intake answers 409 campaignPaused and its hosted pages a "not accepting" page ' +
      'until it is resumed (admins any campaign, managers one of their scope; idempotent)',
    CampaignStateSchema,
  ),
  resume: campaigns.action('resume')(
    'Resume a paused campaign: its intake and hosted pages take leads again (idempotent)',
    CampaignStateSchema,
  ),
} as const;
