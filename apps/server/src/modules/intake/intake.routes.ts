import type { FastifyInstance } from 'fastify';
import { intakeRoutes as c, MSG } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hit } from '../../plugins/rate-limit-store.js';
import { route } from '../../plugins/route.js';
import { assertCampaignAccountTakesLeads, assertKeyAccountTakesLeads } from '../accounts/index.js';
import { authenticateApiKey, type ApiKeyCaller } from '../api-keys/index.js';
import { assertCampaignTakesLeads } from '../campaigns/index.js';
import { idempotencyKeyOf } from '../deposits/index.js';
import { deleteIntakeRule, listIntakeRules, saveIntakeRule } from './intake-rules.service.js';
import { intakeLead, type IntakeOptions } from './intake.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of an intake request, set by the intake plugin's onRequest hook. */
    intakeCaller: ApiKeyCaller | null;
  }
}

/**
 * `POST /api/intake/leads` (issue 10 §4), registered from `intakeRoutes.postLead`. Before the body is
 * read, an `onRequest` hook of this plugin authenticates the API key (401) and counts the request against
 * the key's limit in the shared rate-limit table (`rate_limit_hits`, key `intake:<key id>`, one-minute
 * window; 429 with Retry-After), so a bad key or a flood costs no body parsing.
 */
export async function intakeRoutes(
  app: FastifyInstance,
  opts: { db: Db; intake: IntakeOptions },
): Promise<void> {
  // Two child plugins: the API-key hook covers the intake only, not the rules (session routes).
  await app.register(keyedRoutes, opts);
  await app.register(rulesRoutes, opts);
}

/** Intake rules (`pools` feature, pools team scope), from `intakeRoutes.rules/saveRule/deleteRule`. */
async function rulesRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, c.rules, ({ actor }) => listIntakeRules(db, actor));
  route(app, c.saveRule, ({ actor, body }) => saveIntakeRule(db, actor, body));
  route(app, c.deleteRule, ({ actor, params }) => deleteIntakeRule(db, actor, params.id));
}

async function keyedRoutes(app: FastifyInstance, opts: { db: Db; intake: IntakeOptions }): Promise<void> {
  const { db } = opts;
  // A lead for a paused campaign (409 campaignPaused, issue 19), or for a campaign of an inactive or unpaid
  // account, or of one whose plan's leads per day are used up, is refused before it is written (403 / 429,
  // naming the account).
  const admit = async (tx: Db, campaign: string) => {
    await assertCampaignTakesLeads(tx, campaign);
    await assertCampaignAccountTakesLeads(tx, campaign);
  };
  const intake: IntakeOptions = { ...opts.intake, admit };
  app.decorateRequest('intakeCaller', null);
  app.addHook('onRequest', async (request) => {
    const caller = await authenticateApiKey(db, request.headers);
    // A key linked to an inactive or unpaid account takes no leads (403, naming the account).
    await assertKeyAccountTakesLeads(db, caller.keyId);
    const { current, ttl } = await hit(db, `intake:${caller.keyId}`, 60_000);
    if (current > intake.ratePerMinute) {
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      throw new AppError(
        'RATE_LIMITED',
        MSG.messages.apiKeyRateLimited,
        undefined,
        { 'retry-after': String(seconds) },
        { seconds },
      );
    }
    request.intakeCaller = caller;
  });
  // `campaign: null` reads as absent, so the default campaign takes the lead, as `null` in the other
  // optional fields does (their schemas say so); here before validation, because a transform in the body
  // schema would drop the body's example from the OpenAPI document.
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | null;
    if (body && typeof body === 'object' && body.campaign === null) delete body.campaign;
  });
  route(app, c.postLead, async ({ body, request, reply }) => {
    const answer = await intakeLead(
      db,
      request.intakeCaller!,
      body,
      idempotencyKeyOf(request.headers['idempotency-key']),
      intake,
    );
    return reply.status(answer.status).send(answer.body);
  });
}
