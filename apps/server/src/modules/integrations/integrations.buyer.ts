import { eq, sql } from 'drizzle-orm';
import type { BuyerDistribution } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { integrations } from '../../db/schema/index.js';

/*
 * Buyer settings of an integration (lead distribution, issue 22): `distribution` of
 * `PUT /api/integrations/:id` and of create. Saved after the integration's own settings: absent keeps what
 * is stored (a form that does not know them never wipes them), `null` makes it no longer a buyer.
 */

/**
 * Stores the buyer settings sent with an integration (already validated by the contract) and returns
 * what is stored now. `undefined`: nothing sent, the stored settings are answered unchanged.
 */
export async function saveBuyerSettings(
  db: Db,
  integrationId: string,
  distribution: BuyerDistribution | null | undefined,
): Promise<BuyerDistribution | null> {
  if (distribution === undefined) {
    const [row] = await db
      .select({ distribution: integrations.distribution })
      .from(integrations)
      .where(eq(integrations.id, integrationId));
    return row?.distribution ?? null;
  }
  await db
    .update(integrations)
    .set({ distribution, updatedAt: sql`now()` })
    .where(eq(integrations.id, integrationId));
  return distribution;
}
