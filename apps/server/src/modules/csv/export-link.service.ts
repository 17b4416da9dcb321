import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  csvRoutes,
  DOWNLOAD_LINK_TTL_SECONDS,
  exportFileName,
  featuresFor,
  LeadExportQuerySchema,
  MAX_BULK_IDS,
  pathOf,
  type DownloadLink,
  type SortBy,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound, unauthorized } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { exportLeads } from './export.service.js';
import {
  claimExportLink,
  findExportLink,
  insertExportLink,
  linkOwner,
  pruneExportLinks,
} from './export-link.repository.js';
import { loadOwn } from './import.common.js';
import { rejectionReport } from './import.report.js';

/*
 * Signed download links (docs/decisions.md, CSV export): the browser saves a large CSV by navigating to a
 * link, so the file streams to disk instead of being collected into one in-memory Blob. A link carries no
 * bearer header, so it is its own credential: 256 random bits, stored only as SHA-256, valid for
 * DOWNLOAD_LINK_TTL_SECONDS and for ONE download, bound to the user and the token version it was made
 * under (logout, password or role change and deactivation bump the version and so revoke it). The
 * selection is stored with the link, so any instance can serve it and 50,000 ids fit.
 */

/** Links expired longer than this are deleted when a new one is made. */
const PRUNE_AFTER_SECONDS = 3600;

const fileName = z.string().min(1).max(200);
/** What a stored link downloads (validated again when followed: the row is data, not trusted code). */
const StoredSelectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('query'), query: z.record(z.string(), z.string()), fileName }),
  z.object({
    kind: z.literal('ids'),
    ids: z.array(z.uuid()).min(1).max(MAX_BULK_IDS),
    sortBy: z
      .object({ field: z.string().max(64), direction: z.union([z.literal(1), z.literal(-1)]) })
      .nullable(),
    fileName,
  }),
  z.object({ kind: z.literal('rejections'), importId: z.uuid(), fileName }),
]);
type StoredSelection = z.infer<typeof StoredSelectionSchema>;

/** What an export link downloads: the list query as sent (strings), or selected ids with their sort. */
export type ExportLinkSelection =
  { query: Record<string, string> } | { ids: string[]; sortBy?: SortBy | undefined };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function createLink(db: Db, actor: Actor, selection: StoredSelection): Promise<DownloadLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000);
  await pruneExportLinks(db, PRUNE_AFTER_SECONDS);
  await insertExportLink(db, {
    tokenHash: hashOf(token),
    userId: actor.id,
    tokenVersion: actor.user.tokenVersion,
    selection,
    expiresAt,
  });
  return {
    url: `/api${pathOf(csvRoutes.download, { token })}`,
    expiresAt: expiresAt.toISOString(),
    fileName: selection.fileName,
  };
}

/**
 * A link to the CSV export of `selection` (spec §9) for `actor`; the visibility scope is applied when the
 * link is followed, as the user then is. Prunes links expired over an hour ago.
 * @returns `{url, expiresAt, fileName}`; `url` is a path under the site origin (`/api/leads/export/download/…`).
 */
export function createExportLink(
  db: Db,
  actor: Actor,
  selection: ExportLinkSelection,
): Promise<DownloadLink> {
  const name = exportFileName();
  return createLink(
    db,
    actor,
    'query' in selection
      ? { kind: 'query', query: selection.query, fileName: name }
      : { kind: 'ids', ids: selection.ids, sortBy: selection.sortBy ?? null, fileName: name },
  );
}

/**
 * A link to the 'Wrong/Duplicate Leads' report of an import (spec §8).
 * @throws AppError NOT_FOUND when the actor may not see the import (checked now, and again when followed).
 */
export async function createRejectionsLink(db: Db, actor: Actor, importId: string): Promise<DownloadLink> {
  await loadOwn(db, actor, importId);
  return createLink(db, actor, {
    kind: 'rejections',
    importId,
    fileName: `Wrong-Duplicate-Leads-${importId}.csv`,
  });
}

/** Why a token serves nothing: unknown or forged, used, expired (404) or revoked (401). */
async function refusal(db: Db, tokenHash: string): Promise<AppError> {
  const link = await findExportLink(db, tokenHash);
  if (!link) return notFound(MSG.problems.linkInvalid);
  if (link.usedAt) return notFound(MSG.problems.linkUsed);
  if (link.expired) return notFound(MSG.problems.linkExpired);
  return unauthorized(MSG.problems.linkRevoked);
}

/** The owner of a claimed link as an actor, if the link was made under the user's current token version. */
async function ownerActor(db: Db, userId: string, tokenVersion: number): Promise<Actor> {
  const user = await linkOwner(db, userId);
  if (!user || !user.active || user.tokenVersion !== tokenVersion) {
    throw unauthorized(MSG.problems.linkRevoked);
  }
  return { id: user.id, role: user.role, features: featuresFor(user.role, user.featureOverrides), user };
}

/**
 * Follows a link: claims it (once, atomically), checks its owner is still signed in under the same token
 * version and still has the feature, and opens the CSV stream as that user.
 * `peek` (HEAD requests) checks the same without claiming the link or reading any lead.
 * @returns the stream (undefined when peeking) and the file name for Content-Disposition.
 * @throws AppError NOT_FOUND (unknown, forged, used, expired), UNAUTHORIZED (revoked: logout, password or
 *   role change, deactivation), FORBIDDEN (feature withdrawn), VALIDATION 'Error preparing csv'.
 */
export async function openDownload(
  db: Db,
  token: string,
  opts: { peek?: boolean } = {},
): Promise<{ stream: Readable | undefined; fileName: string }> {
  const tokenHash = hashOf(token);
  const link = opts.peek ? await findExportLink(db, tokenHash) : await claimExportLink(db, tokenHash);
  if (!link || ('expired' in link && (link.expired || link.usedAt))) throw await refusal(db, tokenHash);
  const actor = await ownerActor(db, link.userId, link.tokenVersion);
  const stored = StoredSelectionSchema.safeParse(link.selection);
  if (!stored.success) throw notFound(MSG.problems.linkInvalid);
  const selection = stored.data;
  const feature = selection.kind === 'rejections' ? 'leadsImport' : 'leadsExport';
  if (!actor.features[feature])
    throw new AppError('FORBIDDEN', MSG.problems.featureMissing, undefined, undefined, { feature });
  if (opts.peek) return { stream: undefined, fileName: selection.fileName };
  return { stream: await streamOf(db, actor, selection, link.id), fileName: selection.fileName };
}

async function streamOf(db: Db, actor: Actor, selection: StoredSelection, linkId: string): Promise<Readable> {
  switch (selection.kind) {
    case 'rejections':
      return rejectionReport(db, actor, selection.importId);
    case 'ids':
      return exportLeads(db, actor, { ids: selection.ids, sortBy: selection.sortBy ?? undefined }, linkId);
    case 'query': {
      const query = LeadExportQuerySchema.safeParse(selection.query);
      if (!query.success) throw new AppError('VALIDATION', MSG.messages.csvError);
      return exportLeads(db, actor, { query: query.data }, linkId);
    }
  }
}
