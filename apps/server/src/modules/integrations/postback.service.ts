import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isDepositTime, MSG } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound, unauthorized } from '../../lib/app-error.js';
import { recordDeposit } from '../deposits/index.js';
import { rows } from './integrations.repository.js';

/*
 * Inbound postback (DESIGN.md §4 "deposits come back … by a partner's postback"; docs/decisions.md "Lead
 * pipeline: integrations and deliveries"). The partner calls the URL it was given when the integration was
 * created (`/api/postbacks/<integration id>?token=…`), GET or POST, filling its macros: `customerId` (the id
 * it answered for the lead), `transactionId`, `amount` (minor units), `currency`, `at`. The token is
 * the integration's secret (only its SHA-256 is stored). The lead is the one this integration's delivery
 * was accepted for with that customerId; the deposit is recorded by the deposits module, idempotent on
 * (lead, transactionId), and the first one marks the lead FTD.
 */

/** What a postback reports (query or body); `null` in `currency` or `at` reads as absent. */
export interface PostbackFields {
  customerId?: string;
  transactionId?: string;
  amount?: number;
  currency?: string | null;
  at?: string | null;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/**
 * Records the deposit a partner reports.
 * @returns `created` false when the same transaction id was reported before (nothing changed).
 * @throws AppError 404 (unknown integration or customerId), 401 (wrong token), 400 (a missing or bad
 * field: a postback without `transactionId` is refused, never merged under an empty key), 409 (the
 * transaction id was recorded with another amount).
 */
export async function receivePostback(
  db: Db,
  integrationId: string,
  token: string,
  fields: PostbackFields,
): Promise<{ ok: true; created: boolean }> {
  const [integration] = await rows<{ postback_token_hash: string }>(
    db,
    sql`SELECT postback_token_hash FROM integrations WHERE id = ${integrationId}::uuid AND deleted_at IS NULL`,
  );
  if (!integration) throw notFound(MSG.problems.integrationNotFound);
  const expected = Buffer.from(integration.postback_token_hash, 'hex');
  if (!timingSafeEqual(sha256(token), expected)) throw unauthorized(MSG.problems.wrongPostbackToken);

  const errors = [];
  if (!fields.customerId) errors.push({ field: 'customerId', message: MSG.problems.customerIdRequired });
  if (!fields.transactionId)
    errors.push({ field: 'transactionId', message: MSG.problems.transactionIdRequired });
  if (!fields.amount || fields.amount <= 0)
    errors.push({ field: 'amount', message: MSG.problems.postbackAmount });
  if (fields.at != null && !isDepositTime(fields.at)) {
    errors.push({ field: 'at', message: MSG.problems.postbackAt });
  }
  if (errors.length) throw badRequest(errors.map((e) => e.message).join('; '), errors);

  const [delivery] = await rows<{ lead_id: string }>(
    db,
    sql`SELECT lead_id FROM integration_deliveries
        WHERE integration_id = ${integrationId}::uuid AND customer_id = ${fields.customerId!} LIMIT 1`,
  );
  if (!delivery) throw notFound(MSG.problems.noDeliveredLead);
  const outcome = await recordDeposit(db, {
    leadId: delivery.lead_id,
    amountMinor: fields.amount!,
    currency: (fields.currency ?? 'USD').toUpperCase(),
    occurredAt: fields.at ? new Date(fields.at) : undefined,
    transactionId: fields.transactionId!,
    source: 'postback',
    integrationId,
  });
  return { ok: true, created: outcome.created };
}
