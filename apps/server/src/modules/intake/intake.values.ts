import { ORIGIN_FIELDS, UTM_FIELDS, type IntakeLead, type LeadSource } from '@leadhouse/domain';
import { UTM_COLUMNS, type leadAttributions, type leads, type VisitRow } from '../../db/schema/index.js';

/*
 * The rows an intake post writes (issue 10 §4, spec §3, §5; issue 12 §5 hosted pages): the lead's values
 * and its first-touch attribution. Split from intake.service.ts (issue 20 §2).
 */

/** The origin and UTM values of a visit or a post, as attribution columns (raw, case preserved). */
function originValues(source: object) {
  const from = source as Partial<Record<string, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const out: Record<string, string | null> = {};
  for (const f of ORIGIN_FIELDS) out[f] = text(from[f]);
  for (const f of UTM_FIELDS) out[UTM_COLUMNS[f]] = text(from[f]) ?? text(from[UTM_COLUMNS[f]]);
  return out as Pick<typeof leadAttributions.$inferInsert, (typeof ORIGIN_FIELDS)[number]> &
    Pick<typeof leadAttributions.$inferInsert, (typeof UTM_COLUMNS)[keyof typeof UTM_COLUMNS]>;
}

/** What `leadValues` builds a lead from. */
export interface LeadValuesInput {
  body: IntakeLead;
  /** The posting API key's affiliate (creator and affiliate of the lead), or null for a hosted page. */
  affiliateId: string | null;
  /** The visitor's first visit (`visitorId`), whose origin wins over the post's. */
  visit: VisitRow | undefined;
  /** Stored phone, `dialCode-national` (issue 19 D). */
  phone: string;
  /** ISO 3166 alpha-2 country code. */
  country: string;
  /** The intake rule's pool and the member whose turn it is, when a rule applies. */
  assignment: { poolId?: string; assignedTo?: string };
}

/**
 * The `leads` row of an intake post (spec §3 lead fields, §5 intake): origin fields from the first visit,
 * else the post; `source` `{ type: 'intake', platform, campaignId, adgroupId, placement, uri, clickId }`
 * (click id: the first of gclid, wbraid, gbraid, fbclid, ttclid, msclkid); platform lower-cased.
 * Errors: none (the body is already validated).
 */
export function leadValues({
  body,
  affiliateId,
  visit,
  phone,
  country,
  assignment,
}: LeadValuesInput): typeof leads.$inferInsert {
  const touch = visit ? originValues(visit) : originValues(body);
  const pick = <F extends (typeof ORIGIN_FIELDS)[number]>(f: F) => touch[f] ?? body[f] ?? null;
  const clickId =
    pick('gclid') ?? pick('wbraid') ?? pick('gbraid') ?? pick('fbclid') ?? pick('ttclid') ?? pick('msclkid');
  const source: LeadSource = {
    type: 'intake',
    platform: pick('platform'),
    campaignId: pick('campaignid'),
    adgroupId: pick('adgroupid'),
    placement: pick('placement'),
    uri: pick('uri'),
    clickId,
  };
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phoneNumber: phone,
    country,
    campaign: body.campaign,
    platform: pick('platform')?.toLowerCase() ?? null,
    personal: body.personal ?? null,
    createdBy: affiliateId,
    affiliateId,
    referrer: pick('referrer'),
    ip: body.ip ?? visit?.ip ?? null,
    extra: body.extra ?? null,
    uri: pick('uri'),
    placement: pick('placement'),
    campaignid: pick('campaignid'),
    adgroupid: pick('adgroupid'),
    gclid: pick('gclid'),
    wbraid: pick('wbraid'),
    source,
    ...assignment,
  };
}

/** The first-touch row (`lead_attributions`, spec §5 first touch): the visitor's first visit, or the post itself. */
export function attributionOf(
  visit: VisitRow | undefined,
  body: IntakeLead,
): Omit<typeof leadAttributions.$inferInsert, 'leadId'> {
  if (visit) {
    return {
      visitorId: visit.visitorId,
      origin: 'visit',
      touchedAt: visit.createdAt,
      ...originValues(visit),
    };
  }
  return {
    origin: 'intake',
    touchedAt: new Date(),
    ...originValues(body),
    extra: body.extra ?? null,
  };
}
