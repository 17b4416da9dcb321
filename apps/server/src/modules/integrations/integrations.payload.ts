import { createHmac, randomBytes } from 'node:crypto';
import { DELIVERY_EXCERPT_CHARS, type MappableLeadField, type MappingEntry } from '@leadhouse/domain';
import { storableText } from '../../lib/storable-text.js';

/*
 * What goes to the partner and how its answer is read (docs/decisions.md "Lead pipeline: integrations and
 * deliveries"): the body from the field mapping, the Standard Webhooks signature headers, the idempotency
 * key, and the accepted / rejected / error rule.
 */

/** Lead values a mapping may read, already as text (dates UTC ISO 8601). */
export type LeadValues = Partial<Record<MappableLeadField, string | null>>;

/** A sample lead for dry runs without a chosen lead. */
export const SAMPLE_LEAD: LeadValues = {
  id: '00000000-0000-4000-8000-000000000000',
  firstName: 'Test',
  lastName: 'Lead',
  fullName: 'Test Lead',
  email: 'test.lead@example.com',
  phoneNumber: '44-7700900123',
  country: 'GB',
  status: 'NEW',
  funnel: null,
  campaign: 'CRM',
  platform: 'google',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Sets `path` (dotted) in `target`, creating nested objects; prototype names were refused by the schema. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (next && typeof next === 'object') node = next as Record<string, unknown>;
    else {
      const created: Record<string, unknown> = {};
      node[part] = created;
      node = created;
    }
  }
  node[parts[parts.length - 1]!] = value;
}

/**
 * The request body for one lead: JSON (dotted targets nest objects, a missing lead value is `null`) or a
 * form (`target=value&…`, a missing value is empty).
 */
export function buildBody(
  mapping: readonly MappingEntry[],
  lead: LeadValues,
  format: 'json' | 'form',
): string {
  const valueOf = (m: MappingEntry) =>
    m.source !== undefined ? (lead[m.source] ?? null) : (m.value ?? null);
  if (format === 'form') {
    const form = new URLSearchParams();
    for (const m of mapping) form.append(m.target, valueOf(m) ?? '');
    return form.toString();
  }
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const m of mapping) setPath(body, m.target, valueOf(m));
  return JSON.stringify(body);
}

/** A new Standard Webhooks signing secret: `whsec_` + base64 of 24 random bytes. */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * The payload the Standard Webhooks signature covers (docs/integrations.md "Verifying a delivery"): a JSON
 * body as sent, any other body (a form) as a JSON string of its exact text. The official libraries' default
 * `verify(payload, headers)` ends with `JSON.parse(payload)`, so a receiver verifies a form delivery with
 * `verify(JSON.stringify(rawBody), headers)` and gets the raw form text back; a plain form body would pass
 * the signature check and then throw in `JSON.parse`.
 */
export const signedPayload = (body: string, format: 'json' | 'form'): string =>
  format === 'json' ? body : JSON.stringify(body);

/**
 * Standard Webhooks headers: `webhook-id` (the idempotency key), `webhook-timestamp` (seconds) and
 * `webhook-signature` = `v1,` base64 HMAC-SHA256 over `id.timestamp.payload` with the secret's key bytes,
 * where `payload` is `signedPayload(body, format)`.
 */
export function signatureHeaders(
  secret: string,
  id: string,
  body: string,
  now: Date,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000).toString();
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
    'idempotency-key': id,
  };
}

/** The idempotency key of a delivery: its id, and `<id>.r<n>` after the n-th replay a user asked for. */
export const idempotencyKey = (deliveryId: string, replays: number) =>
  replays > 0 ? `${deliveryId}.r${replays}` : deliveryId;

/**
 * Reads a dotted path from parsed JSON (own keys only); numbers become text, a string as PostgreSQL can
 * store it (a JSON `\u0000` escape is U+0000 once parsed: storable-text.ts).
 */
export function readPath(value: unknown, path: string): string | null {
  let node = value;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string' && node.trim()) return storableText(node.trim().slice(0, 200));
  if (typeof node === 'number' && Number.isFinite(node)) return String(node);
  return null;
}

export interface AnswerRules {
  customerIdPath: string;
  rejectStatuses: readonly number[];
  rejectText: string | null;
}

export interface Verdict {
  outcome: 'accepted' | 'rejected' | 'error';
  customerId: string | null;
  reason: string | null;
}

/**
 * The rule for an answer: 2xx with `rejectText` in it → rejected; 2xx with a customerId at
 * `customerIdPath` → accepted; 2xx without one → rejected (the partner did not take the lead); a status in
 * `rejectStatuses` → rejected; anything else (3xx left after redirects, 408, 429, 5xx, other 4xx) → error,
 * retried.
 */
export function judgeAnswer(status: number, body: string, rules: AnswerRules): Verdict {
  // Storable: a cut through a surrogate pair (an emoji at the 200th place) leaves half of it.
  const excerpt = storableText(body.slice(0, 200));
  if (status >= 200 && status < 300) {
    if (rules.rejectText && body.includes(rules.rejectText)) {
      return { outcome: 'rejected', customerId: null, reason: `Rejected by the partner: ${excerpt}` };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const customerId = readPath(parsed, rules.customerIdPath);
    if (customerId) return { outcome: 'accepted', customerId, reason: null };
    return {
      outcome: 'rejected',
      customerId: null,
      reason: `The answer has no customerId at ${rules.customerIdPath}`,
    };
  }
  if (rules.rejectStatuses.includes(status)) {
    return { outcome: 'rejected', customerId: null, reason: `HTTP ${status}: ${excerpt}` };
  }
  return { outcome: 'error', customerId: null, reason: `HTTP ${status}: ${excerpt}` };
}

/** The answer as kept in the log: at most DELIVERY_EXCERPT_CHARS characters, storable (storable-text.ts). */
export const excerptOf = (body: string) => storableText(body.slice(0, DELIVERY_EXCERPT_CHARS));
