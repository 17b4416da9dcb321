import { and, asc, desc, eq, ilike, isNull, lte, or } from 'drizzle-orm';
import type { DomainState } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import {
  campaigns,
  domainChecks,
  domains,
  hostings,
  type DomainCheckRow,
  type DomainRow,
  type HostingRow,
} from '../../db/schema/index.js';
import { likeEscape, offsetOf, pageWithCount } from '../../lib/paging.js';

/** A domain row with its current hosting (if any) and that hosting's campaign name. */
export interface DomainWithHosting {
  domain: DomainRow;
  hosting: { id: string; campaignId: string; campaignName: string; title: string } | null;
}

const hostingJoin = and(eq(hostings.domainId, domains.id), isNull(hostings.replacedAt));

const withHostingColumns = {
  domain: domains,
  hostingId: hostings.id,
  campaignId: hostings.campaignId,
  campaignName: campaigns.name,
  title: hostings.title,
};

function toWithHosting(r: {
  domain: DomainRow;
  hostingId: string | null;
  campaignId: string | null;
  campaignName: string | null;
  title: string | null;
}): DomainWithHosting {
  return {
    domain: r.domain,
    hosting:
      r.hostingId && r.campaignId
        ? {
            id: r.hostingId,
            campaignId: r.campaignId,
            campaignName: r.campaignName ?? '',
            title: r.title ?? '',
          }
        : null,
  };
}

/** Inserts a domain; undefined when the name is already taken (unique index). */
export async function insertDomain(
  db: Db,
  values: typeof domains.$inferInsert,
): Promise<DomainRow | undefined> {
  const [row] = await db.insert(domains).values(values).onConflictDoNothing().returning();
  return row;
}

/** A page of domains (newest first), with the exact count. `keywords` matches either form of the name. */
export async function listDomains(
  db: Db,
  filter: { keywords?: string; state?: DomainState },
  page: number,
  limit: number,
): Promise<{ rows: DomainWithHosting[]; count: number }> {
  const like = filter.keywords ? `%${likeEscape(filter.keywords.toLowerCase())}%` : undefined;
  const where = and(
    like ? or(ilike(domains.name, like), ilike(domains.unicodeName, like)) : undefined,
    filter.state ? eq(domains.state, filter.state) : undefined,
  );
  const rows = db
    .select(withHostingColumns)
    .from(domains)
    .leftJoin(hostings, hostingJoin)
    .leftJoin(campaigns, eq(campaigns.id, hostings.campaignId))
    .where(where)
    .orderBy(desc(domains.createdAt), desc(domains.id))
    .limit(limit)
    .offset(offsetOf(page, limit));
  const listed = await pageWithCount(db, rows, domains, where);
  return { rows: listed.rows.map(toWithHosting), count: listed.count };
}

/** One domain with its current hosting, or undefined. */
export async function domainById(db: Db, id: string): Promise<DomainWithHosting | undefined> {
  const [row] = await db
    .select(withHostingColumns)
    .from(domains)
    .leftJoin(hostings, hostingJoin)
    .leftJoin(campaigns, eq(campaigns.id, hostings.campaignId))
    .where(eq(domains.id, id));
  return row && toWithHosting(row);
}

/** The latest checks of a domain, newest first. */
export async function checksOf(db: Db, domainId: string, limit = 50): Promise<DomainCheckRow[]> {
  return db
    .select()
    .from(domainChecks)
    .where(eq(domainChecks.domainId, domainId))
    .orderBy(desc(domainChecks.checkedAt), desc(domainChecks.id))
    .limit(limit);
}

/** Locks a domain row for this transaction (by primary key) and returns it. */
export async function lockDomain(tx: Db, id: string): Promise<DomainRow | undefined> {
  const [row] = await tx.select().from(domains).where(eq(domains.id, id)).for('update');
  return row;
}

export async function updateDomain(
  tx: Db,
  id: string,
  set: Partial<typeof domains.$inferInsert>,
): Promise<DomainRow> {
  const [row] = await tx.update(domains).set(set).where(eq(domains.id, id)).returning();
  return row!;
}

export async function insertCheck(tx: Db, values: typeof domainChecks.$inferInsert): Promise<void> {
  await tx.insert(domainChecks).values(values);
}

/** Ids of domains whose next check is due at `now` (oldest first). */
export async function dueDomainIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: domains.id })
    .from(domains)
    .where(lte(domains.nextCheckAt, now))
    .orderBy(asc(domains.nextCheckAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What a hosted page needs: the current hosting of an ACTIVE domain named `name`, with its campaign. */
export interface HostedSite {
  hosting: HostingRow;
  domainName: string;
  campaignName: string;
}

export async function hostedSiteByName(db: Db, name: string): Promise<HostedSite | undefined> {
  const [row] = await db
    .select({ hosting: hostings, domainName: domains.name, campaignName: campaigns.name })
    .from(domains)
    .innerJoin(hostings, hostingJoin)
    .innerJoin(campaigns, eq(campaigns.id, hostings.campaignId))
    .where(and(eq(domains.name, name), eq(domains.state, 'active' satisfies DomainState)))
    .limit(1);
  return row;
}

/**
 * Makes `values` the current hosting of its domain: the current one (if any) is marked replaced, in the
 * same transaction (the partial unique index keeps one current hosting per domain).
 */
export async function replaceHosting(
  tx: Db,
  values: typeof hostings.$inferInsert,
  now: Date,
): Promise<HostingRow> {
  await tx
    .update(hostings)
    .set({ replacedAt: now })
    .where(and(eq(hostings.domainId, values.domainId), isNull(hostings.replacedAt)));
  const [row] = await tx.insert(hostings).values(values).returning();
  return row!;
}

/** A campaign by id (id and name), or undefined. */
export async function campaignById(db: Db, id: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row;
}

/** Campaigns by name (the hosting form's choices; at most 1,000). */
export async function campaignOptions(db: Db): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .orderBy(asc(campaigns.name))
    .limit(1000);
}
