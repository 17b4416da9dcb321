import type { IntegrationRow } from '../../db/schema/index.js';
import { outboundRefusal, sendOutbound } from '../../lib/outbound.js';
import { storableText } from '../../lib/storable-text.js';
import type { SecretBox } from '../../lib/secret-box.js';
import {
  buildBody,
  excerptOf,
  idempotencyKey,
  judgeAnswer,
  signatureHeaders,
  signedPayload,
  type LeadValues,
  type Verdict,
} from './integrations.payload.js';
import { describeError, isTimeout } from './deliveries.rules.js';
import type { Claimed, RunnerContext } from './deliveries.context.js';

/*
 * The runner's second step: building, signing (Standard Webhooks) and sending one request, outside any
 * transaction (docs/decisions.md "Lead pipeline: integrations and deliveries").
 */

/** A request as sent, and its copy for the attempt log (secret header values masked, body cut). */
export interface BuiltRequest {
  sent: { method: 'POST' | 'PUT'; url: string; headers: Record<string, string>; body: string };
  logged: { method: 'POST' | 'PUT'; url: string; headers: Record<string, string>; body: string };
}

/** One attempt's result: the logged request, the verdict, the HTTP status (null: no answer), the answer's excerpt. */
export interface AttemptResult {
  request: BuiltRequest['logged'];
  verdict: Verdict;
  status: number | null;
  answer: string;
  /** True when the total timeout cut the attempt off. */
  timedOut: boolean;
}

/** The request for `lead` (sent) and its log copy with secret header values masked; `box` opens secrets. */
export function buildRequest(
  box: SecretBox,
  integration: IntegrationRow,
  lead: LeadValues,
  key: string,
  now: Date,
): BuiltRequest {
  const format = integration.bodyFormat as 'json' | 'form';
  const body = buildBody(integration.mapping, lead, format);
  const headers: Record<string, string> = {};
  const logged: Record<string, string> = {};
  for (const h of integration.headers) {
    headers[h.name] = h.secret ? box.open(h.value) : h.value;
    logged[h.name] = h.secret ? '••••••' : h.value;
  }
  const contentType = format === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const signed = {
    'content-type': contentType,
    ...signatureHeaders(box.open(integration.signingSecret), key, signedPayload(body, format), now),
  };
  const method = integration.method as 'POST' | 'PUT';
  return {
    sent: { method, url: integration.url, headers: { ...headers, ...signed }, body },
    logged: { method, url: integration.url, headers: { ...logged, ...signed }, body: excerptOf(body) },
  };
}

/**
 * Builds, signs and sends one request for `claimed` (idempotency key from its id and replays), within
 * the smaller of the total timeout and the delivery's own (ms), reading at most `maxAnswerBytes`. Never
 * throws: a refusal (allow list), a network error or a timeout becomes an `error` verdict.
 */
export async function attempt(
  ctx: RunnerContext,
  integration: IntegrationRow,
  claimed: Claimed,
  lead: LeadValues,
  now: Date,
): Promise<AttemptResult> {
  const key = idempotencyKey(claimed.id, claimed.replays);
  const request = buildRequest(ctx.box, integration, lead, key, now);
  try {
    const res = await sendOutbound(ctx.dispatcher, request.sent, {
      totalTimeoutMs: Math.min(ctx.totalTimeoutMs, claimed.timeout_ms ?? ctx.totalTimeoutMs),
      maxBytes: ctx.maxAnswerBytes,
    });
    // A buyer's answer is kept as sent, but as text PostgreSQL can store: one U+0000 in it made the
    // outcome's statement fail, and the lead was sent again and again (storable-text.ts).
    const body = storableText(res.body);
    const verdict = judgeAnswer(res.status, body, {
      customerIdPath: integration.customerIdPath,
      rejectStatuses: integration.rejectStatuses,
      rejectText: integration.rejectText,
    });
    const answer = excerptOf(body);
    return { request: request.logged, verdict, status: res.status, answer, timedOut: false };
  } catch (err) {
    const refused = outboundRefusal(err);
    const reason = refused ? refused.message : describeError(err);
    const verdict: Verdict = { outcome: 'error', customerId: null, reason };
    return { request: request.logged, verdict, status: null, answer: '', timedOut: isTimeout(err) };
  }
}
