import { OkResponseSchema } from '../common.js';
import { routesTagged } from '../contract.js';
import {
  IntakeLeadSchema,
  IntakeRuleListResponseSchema,
  IntakeRuleSaveSchema,
  IntakeRuleSchema,
  IntakeResultSchema,
  LeadAttributionSchema,
  VisitQuerySchema,
  VisitResponseSchema,
} from '../intake.js';

/*
 * Lead intake and visits (issue 10 §4-§5, spec §7 `GET visitor`; docs/decisions.md "Lead pipeline").
 * The intake is authenticated by an API key, not a session: `Authorization: Bearer lh_…` or
 * `X-Api-Key: lh_…`. The visitor call is public (landing pages), rate limited per IP.
 */

const tag = 'intake';
const route = routesTagged(tag);

export const intakeRoutes = {
  postLead: route('intake.postLead', 'POST /intake/leads', {
    access: 'apiKey',
    summary:
      'Post a lead with an affiliate API key. Example: curl -X POST https://<host>/api/intake/leads ' +
      '-H "Authorization: Bearer lh_…" -H "Idempotency-Key: order-123" -H "Content-Type: application/json" ' +
      '-d \'{"firstName":"Layla","lastName":"Haddad","phoneNumber":"5012345678",' +
      '"email":"layla.haddad@example.com","country":"SA","campaign":"Spring-Promo","gclid":"Cj0KCQiA"}\'. ' +
      '201 created; 200 duplicate of your own lead within the duplicate window (its id) or an ' +
      'Idempotency-Key replay; 400 field messages of spec §5; 401 bad or revoked key; 409 the phone or ' +
      'email belongs to another lead, the Idempotency-Key was used with another body, or the campaign is ' +
      "paused (campaignPaused: post again after it is resumed); 403 the key's " +
      'account is inactive or unpaid; 429 per-key limit.',
    body: IntakeLeadSchema,
    responses: { 200: IntakeResultSchema, 201: IntakeResultSchema },
    extraErrors: [403, 409, 413, 429],
  }),
  visitor: route('intake.visitor', 'GET /visitor', {
    access: 'public',
    summary:
      'Record a landing-page visit (click ids, UTM values, raw) and get a visitorId; send it with the ' +
      'lead to carry this first touch. Public, rate limited per IP.',
    query: VisitQuerySchema,
    responses: { 200: VisitResponseSchema },
    extraErrors: [429],
  }),
  attribution: route('intake.attribution', 'GET /leads/:id/attribution', {
    access: { feature: 'leads' },
    summary: "A visible lead's first-touch attribution (raw click ids and UTM values); 404 when none",
    responses: { 200: LeadAttributionSchema },
  }),
  rules: route('intake.rules', 'GET /intake/rules', {
    access: { feature: 'pools' },
    summary: 'Intake rules (default pool per affiliate, campaign or both) whose pools the caller may manage',
    responses: { 200: IntakeRuleListResponseSchema },
  }),
  saveRule: route('intake.saveRule', 'PUT /intake/rules', {
    access: { feature: 'pools' },
    summary:
      'Set the pool of an affiliate, a campaign, or both; replaces that pair’s rule only when the caller may ' +
      'manage its current pool (403 otherwise); round-robin assignment',
    body: IntakeRuleSaveSchema,
    responses: { 200: IntakeRuleSchema },
    extraErrors: [404, 409],
  }),
  deleteRule: route('intake.deleteRule', 'DELETE /intake/rules/:id', {
    access: { feature: 'pools' },
    summary: 'Remove an intake rule (its leads keep their pool; new ones follow the next rule or none)',
    responses: { 200: OkResponseSchema },
  }),
} as const;
