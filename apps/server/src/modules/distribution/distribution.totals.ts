import { MSG, type Buyer } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { distributionTotalResets } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { listBuyers, requireManager } from './distribution.flows.js';

/*
 * A buyer's total cap counted again (ANCHORS "total (manual reset)"; docs/decisions.md "Counting a total cap
 * again"): a new order from a buyer starts its total from zero without losing what it bought before.
 */

/**
 * `POST /api/distribution/buyers/:id/resetTotal`: from `now` (UTC instant) on, the buyer's `total` window
 * (its total count cap, or a money cap over `total`) starts empty; sends decided before stay counted in
 * the old window and are never lost (one reset row per call, by the actor). Answers the buyer with its
 * meters.
 * @throws 403 without `canManageDistribution`; 404 when `id` is no buyer (an integration with buyer
 * settings, not deleted); 409 `noTotalCap` when it has no total cap.
 */
export async function resetBuyerTotal(db: Db, actor: Actor, id: string, now: Date): Promise<Buyer> {
  requireManager(actor);
  const [buyer] = (await listBuyers(db, actor, now, id)).rows;
  if (!buyer) throw notFound();
  const settings = buyer.distribution;
  if (settings?.caps?.total === undefined && settings?.moneyCap?.window !== 'total')
    throw new AppError('CONFLICT', MSG.messages.noTotalCap);
  await db.insert(distributionTotalResets).values({ integrationId: id, since: now, resetBy: actor.id });
  return (await listBuyers(db, actor, now, id)).rows[0]!;
}
