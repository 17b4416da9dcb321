import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IntakeLeadSchema,
  normaliseDomain,
  ORIGIN_FIELDS,
  UTM_FIELDS,
  VisitQuerySchema,
  type VisitQuery,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertCampaignAccountTakesLeads } from '../accounts/index.js';
import { assertCampaignTakesLeads, isCampaignPaused } from '../campaigns/index.js';
import { intakeLandingLead, type IntakeOptions } from '../intake/index.js';
import { recordVisit } from '../visitors/index.js';
import { hostedSiteByName, type HostedSite } from './domains.repository.js';
import {
  FORM_FIELDS,
  PAGE_CSP,
  fieldErrorText,
  renderLanding,
  renderNotFound,
  renderClosed,
  renderPaused,
  renderThanks,
  type FormField,
} from './hosting.page.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The hosted landing page this request's Host names (an active domain's current hosting), or null. */
    hostedSite: HostedSite | null;
  }
}

/** How long a Host's answer (site or none) is reused by this process (ms): a new hosting shows within it. */
export const HOST_CACHE_MS = 5_000;
const HOST_CACHE_MAX = 1_000;
/** Largest form post read (bytes). */
const FORM_LIMIT = 16 * 1024;

export interface HostedSitesOptions {
  db: Db;
  intake: IntakeOptions;
  /** The app's own host names (PUBLIC_URL's): never looked up as hosted domains. */
  appHosts: readonly string[];
  /** Page views and form posts per IP per minute (the visitor limit). */
  ratePerMinute: number;
}

/**
 * The hosted-domain name a `Host` header names, or undefined when it cannot be one (an IP address,
 * `localhost`, the app's own host, a name that fails the domain rules). Port and trailing dot are removed.
 */
export function siteNameOf(host: string | undefined, appHosts: readonly string[]): string | undefined {
  if (!host || host.startsWith('[')) return undefined;
  const bare = host.replace(/:\d*$/, '');
  if (isIP(bare) || bare === 'localhost' || appHosts.includes(bare.toLowerCase())) return undefined;
  const r = normaliseDomain(bare);
  return r.ok && !appHosts.includes(r.name) ? r.name : undefined;
}

/** The click ids and UTM values of the page's URL, as a visit (values too long or repeated are dropped). */
function visitOf(request: FastifyRequest, siteName: string): VisitQuery {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const picked: Record<string, string> = {};
  for (const f of [...ORIGIN_FIELDS, ...UTM_FIELDS]) {
    const v = Object.hasOwn(query, f) ? query[f] : undefined;
    if (typeof v === 'string' && v.length > 0 && !v.includes('\u0000')) picked[f] = v;
  }
  picked.uri = `http://${siteName}${request.url}`.slice(0, 2000);
  const referrer = request.headers.referer;
  if (referrer) picked.referrer = referrer.slice(0, 2000);
  const parsed = VisitQuerySchema.safeParse(picked);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete picked[String(issue.path[0])];
  return VisitQuerySchema.parse(picked);
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(html);

const uuid = z.uuid();
const ip = z.union([z.ipv4(), z.ipv6()]);

/**
 * Looks a hosted site up by domain name, through a per-process cache: an answer (site or none) is reused
 * for HOST_CACHE_MS (5 s); the cache is cleared at HOST_CACHE_MAX (1,000) names.
 */
function cachedSiteLookup(db: Db): (name: string) => Promise<HostedSite | undefined> {
  const cache = new Map<string, { site: HostedSite | undefined; until: number }>();
  return async (name) => {
    const hit = cache.get(name);
    if (hit && hit.until > Date.now()) return hit.site;
    const site = await hostedSiteByName(db, name);
    if (cache.size >= HOST_CACHE_MAX) cache.clear();
    cache.set(name, { site, until: Date.now() + HOST_CACHE_MS });
    return site;
  };
}

/**
 * GET / of a hosted site: the landing page with a new visit recorded (visitors module), or the "not
 * accepting" page in the visitor's language for a paused campaign (issue 19).
 */
async function showLanding(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const hosted = request.hostedSite;
  if (!hosted) return reply.callNotFound();
  if (await isCampaignPaused(db, hosted.campaignName))
    return sendHtml(reply, 200, renderPaused(hosted.hosting, request.headers['accept-language']));
  const { visitorId } = await recordVisit(db, visitOf(request, hosted.domainName), {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  return sendHtml(reply, 200, renderLanding(hosted.hosting, { visitorId, values: {}, errors: {} }));
}

/**
 * The posted form as an intake lead of the hosting's campaign: each field cut at 300 characters, the
 * visitor id when it is a UUID, the client IP (IPv4-mapped addresses unwrapped) when valid.
 */
function readForm(request: FastifyRequest, hosted: HostedSite) {
  const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
  const values: Partial<Record<FormField, string>> = {};
  for (const f of FORM_FIELDS) values[f] = (form.get(f) ?? '').slice(0, 300);
  const visitorId = uuid.safeParse(form.get('visitorId')).data ?? null;
  const clientIp = ip.safeParse(request.ip.replace(/^::ffff:/, '')).data;
  const parsed = IntakeLeadSchema.safeParse({
    ...values,
    campaign: hosted.campaignName,
    ...(visitorId ? { visitorId } : {}),
    ...(clientIp ? { ip: clientIp } : {}),
  });
  return { values, visitorId, parsed };
}

/** The first message of each form field refused by the intake schema, in the hosting's language. */
function formErrors(hosted: HostedSite, issues: z.ZodError['issues']) {
  const errors: Partial<Record<FormField, string>> = {};
  for (const issue of issues) {
    const f = issue.path[0] as FormField;
    if (FORM_FIELDS.includes(f) && !errors[f])
      errors[f] = fieldErrorText(hosted.hosting.locale, f, issue.message);
  }
  return errors;
}

/**
 * The page (status and HTML) of a campaign that takes no sign-ups, or undefined when it takes them:
 * paused (issue 19) 409 "not accepting" in `language`; an inactive or unpaid account (issue 12 §3) 403
 * closed; its plan's leads per day used up 429 closed. Other errors are thrown. (A page, not a sent
 * reply: a Fastify reply is thenable, so an async function cannot hand one back.)
 */
async function refusal(
  db: Db,
  hosted: HostedSite,
  language: string | undefined,
): Promise<{ status: number; html: string } | undefined> {
  try {
    await assertCampaignTakesLeads(db, hosted.campaignName);
    await assertCampaignAccountTakesLeads(db, hosted.campaignName);
    return undefined;
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT')
      return { status: 409, html: renderPaused(hosted.hosting, language) };
    if (err instanceof AppError && err.code === 'INACTIVE')
      return { status: 403, html: renderClosed(hosted.hosting) };
    if (err instanceof AppError && err.code === 'RATE_LIMITED')
      return { status: 429, html: renderClosed(hosted.hosting) };
    throw err;
  }
}

/**
 * POST / of a hosted site: a refused field re-renders the form with messages (400); a campaign that takes
 * no sign-ups answers its page (`refusal`); otherwise the lead goes through the intake module and the
 * visitor is thanked, also when the lead exists already (nothing is revealed).
 */
async function postForm(opts: HostedSitesOptions, request: FastifyRequest, reply: FastifyReply) {
  const hosted = request.hostedSite;
  if (!hosted) return reply.callNotFound();
  const { values, visitorId, parsed } = readForm(request, hosted);
  if (!parsed.success) {
    const errors = formErrors(hosted, parsed.error.issues);
    return sendHtml(reply, 400, renderLanding(hosted.hosting, { visitorId, values, errors }));
  }
  const refused = await refusal(opts.db, hosted, request.headers['accept-language']);
  if (refused) return sendHtml(reply, refused.status, refused.html);
  try {
    await intakeLandingLead(opts.db, parsed.data, opts.intake);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
  }
  return sendHtml(reply, 200, renderThanks(hosted.hosting));
}

/**
 * Serves campaigns' landing pages on their own domains (issue 12 §5, docs/decisions.md "Domains and
 * hosting"): a request whose `Host` is an ACTIVE domain with a current hosting gets, at `/`, the page
 * (GET: records a visit with the URL's click ids through the visitors module) or the form's answer
 * (POST: the lead goes through the intake module with the hosting's campaign name; a refused field
 * re-renders the form with messages, 400; otherwise a thank-you page), and a 404 page on any other path
 * (the back office and `/api` are not served on hosted domains). Any other Host keeps today's answers.
 * Called on the root instance before the API and the web assets.
 */
export async function registerHostedSites(app: FastifyInstance, opts: HostedSitesOptions): Promise<void> {
  const lookup = cachedSiteLookup(opts.db);
  app.decorateRequest('hostedSite', null);
  app.addHook('onRequest', async (request, reply) => {
    const name = siteNameOf(request.host, opts.appHosts);
    if (!name) return;
    const site = await lookup(name);
    if (!site) return;
    request.hostedSite = site;
    const path = request.url.split('?')[0];
    if (path === '/' && ['GET', 'HEAD', 'POST'].includes(request.method)) return;
    return sendHtml(reply, 404, renderNotFound(site.hosting));
  });
  await app.register(async (site) => {
    site.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    const rateLimit = { rateLimit: { max: opts.ratePerMinute, timeWindow: '1 minute' } };
    site.get('/', { schema: { hide: true }, config: rateLimit }, (request, reply) =>
      showLanding(opts.db, request, reply),
    );
    site.post('/', { schema: { hide: true }, config: rateLimit }, (request, reply) =>
      postForm(opts, request, reply),
    );
  });
}
