import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads.js';
import { tz, uuidKey, createdAt } from './columns.js';

/** Origin and UTM columns shared by a visit and a lead's attribution: raw text, case preserved. */
const originColumns = () => ({
  uri: text('uri'),
  referrer: text('referrer'),
  placement: text('placement'),
  campaignid: text('campaignid'),
  adgroupid: text('adgroupid'),
  gclid: text('gclid'),
  wbraid: text('wbraid'),
  gbraid: text('gbraid'),
  fbclid: text('fbclid'),
  ttclid: text('ttclid'),
  msclkid: text('msclkid'),
  platform: text('platform'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
});

/** The attribution column (property) of each UTM parameter (`UTM_FIELDS`), on a visit and a lead alike. */
export const UTM_COLUMNS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

/**
 * Landing-page visits (`GET /api/visitor`, visitors module). A visitor is the `visitor_id` of its first
 * visit; later visits with the same id are new rows (its first row stays the first touch). Append-only,
 * raw values. Indexed by time and by campaign / ad group for analytics (conversion rates later).
 */
export const visits = pgTable(
  'visits',
  {
    id: uuidKey(),
    visitorId: uuid('visitor_id').notNull(),
    ...originColumns(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('visits_created_idx').on(t.createdAt),
    index('visits_visitor_idx').on(t.visitorId, t.createdAt),
    index('visits_campaign_idx').on(t.campaignid, t.adgroupid, t.createdAt),
  ],
);
export type VisitRow = typeof visits.$inferSelect;

/**
 * A lead's first-touch attribution (visitors and intake modules): the raw values of its visitor's first
 * visit (`origin = 'visit'`) or, without a visit, of the intake post (`origin = 'intake'`). Written once
 * with the lead; a trigger refuses updates (migration), so it is immutable.
 */
export const leadAttributions = pgTable(
  'lead_attributions',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id'),
    origin: text('origin').$type<'visit' | 'intake'>().notNull(),
    touchedAt: tz('touched_at').notNull(),
    ...originColumns(),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_attributions_visitor_idx').on(t.visitorId),
    index('lead_attributions_campaign_idx').on(t.campaignid, t.adgroupid, t.touchedAt),
  ],
);
export type LeadAttributionRow = typeof leadAttributions.$inferSelect;
