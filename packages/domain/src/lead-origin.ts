import { z } from 'zod';

/*
 * The origin of a lead (spec §3 "Origin and integration"): the landing page and ad click a lead came from,
 * with the same names on a lead, a visit, an intake post and the add-lead API. Click ids and UTM values are
 * kept raw: case matters (a gclid is case-sensitive) and nothing is trimmed or lower-cased.
 */

/** A raw attribution value: kept exactly as sent (no trim, no case change), bounded. */
/**
 * A raw origin or UTM value. `null` reads as absent: a partner's JSON writer often sends `"gclid": null` for
 * an empty field, and refusing the lead for it would lose the lead.
 */
const raw = (max: number) => z.string().max(max).nullish();

/** Origin fields of spec §3 plus the newer click ids; the same names on a lead, a visit and an intake post. */
export const ORIGIN_FIELDS = [
  'uri',
  'referrer',
  'placement',
  'campaignid',
  'adgroupid',
  'gclid',
  'wbraid',
  'gbraid',
  'fbclid',
  'ttclid',
  'msclkid',
  'platform',
] as const;
/** UTM parameters a landing page forwards (first touch). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type OriginField = (typeof ORIGIN_FIELDS)[number];
export type UtmField = (typeof UTM_FIELDS)[number];

/** The most characters each origin field keeps, on every path that writes one (intake, add-lead API, CSV import). */
export const ORIGIN_MAX_CHARS = {
  uri: 2000,
  referrer: 2000,
  placement: 500,
  campaignid: 200,
  adgroupid: 200,
  gclid: 500,
  wbraid: 500,
  gbraid: 500,
  fbclid: 500,
  ttclid: 500,
  msclkid: 500,
  platform: 40,
} as const satisfies Record<OriginField, number>;

/** Each origin field's schema (raw, bounded by `ORIGIN_MAX_CHARS`). */
export const originShape = {
  uri: raw(ORIGIN_MAX_CHARS.uri).describe('Landing page URL'),
  referrer: raw(ORIGIN_MAX_CHARS.referrer),
  placement: raw(ORIGIN_MAX_CHARS.placement),
  campaignid: raw(ORIGIN_MAX_CHARS.campaignid).describe('Ad platform campaign id'),
  adgroupid: raw(ORIGIN_MAX_CHARS.adgroupid).describe('Ad platform ad group id'),
  gclid: raw(ORIGIN_MAX_CHARS.gclid).describe('Google click id (raw, case preserved)'),
  wbraid: raw(ORIGIN_MAX_CHARS.wbraid),
  gbraid: raw(ORIGIN_MAX_CHARS.gbraid),
  fbclid: raw(ORIGIN_MAX_CHARS.fbclid),
  ttclid: raw(ORIGIN_MAX_CHARS.ttclid),
  msclkid: raw(ORIGIN_MAX_CHARS.msclkid),
  platform: raw(ORIGIN_MAX_CHARS.platform).describe(
    'google, facebook, tiktok, instagram, twitter, snapchat, …',
  ),
};
export const utmShape = {
  utm_source: raw(300),
  utm_medium: raw(300),
  utm_campaign: raw(300),
  utm_term: raw(300),
  utm_content: raw(300),
};

/**
 * The origin fields a lead row keeps in its own columns (spec §3 lead fields: uri, placement, campaignid,
 * adgroupid, gclid, wbraid; `platform` is a form field of its own), which the add-lead API takes as the
 * intake does.
 */
export const LEAD_ORIGIN_FIELDS = ['uri', 'placement', 'campaignid', 'adgroupid', 'gclid', 'wbraid'] as const;
export type LeadOriginField = (typeof LEAD_ORIGIN_FIELDS)[number];

/** The add-lead API's origin fields: the intake's schemas of `LEAD_ORIGIN_FIELDS`. */
export const leadOriginShape = Object.fromEntries(LEAD_ORIGIN_FIELDS.map((f) => [f, originShape[f]])) as Pick<
  typeof originShape,
  LeadOriginField
>;
