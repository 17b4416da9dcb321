import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  CampaignNameSchema,
  countryCodeOf,
  type ImportDefaults,
  type ImportMapping,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { leadImports, type LeadImportRow } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';

/* What every step of an import shares: where its file lives, who may see it, and the checks of a mapping
 * and of defaults. */

/** Where uploads are kept until their import ends: `DATA_DIR/imports/<id>`. */
export const importsDir = (dataDir: string) => path.join(dataDir, 'imports');
export const importFile = (dataDir: string, id: string) => path.join(importsDir(dataDir), id);

/** The mapping, checked against the header: one entry per column. */
export function checkMapping(mapping: ImportMapping, headers: string[]): ImportMapping {
  if (mapping.length !== headers.length) {
    const message = `The mapping must have one entry per column (${headers.length})`;
    throw badRequest(message, [{ field: 'mapping', message }]);
  }
  return mapping;
}

/** Defaults a user may choose: a listed country, a valid campaign name. @throws AppError VALIDATION. */
export function checkDefaults(defaults: ImportDefaults): ImportDefaults {
  const errors = [];
  if (defaults.country !== undefined && defaults.country !== '' && !countryCodeOf(defaults.country)) {
    errors.push({ field: 'defaults.country', message: MSG.validation.country });
  }
  if (defaults.campaign && !CampaignNameSchema.safeParse(defaults.campaign).success) {
    errors.push({ field: 'defaults.campaign', message: MSG.validation.campaignName });
  }
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return { ...defaults, country: defaults.country ? countryCodeOf(defaults.country) : undefined };
}

/** Upload-stage steps (preview, start) need the file: the import must not have started. */
export function assertFileAvailable(imp: LeadImportRow): void {
  if (imp.status !== 'uploaded') throw conflict(MSG.problems.importStarted);
}

/** The import if the actor owns it (admins: any). @throws AppError NOT_FOUND otherwise. */
export async function loadOwn(db: Db, actor: Actor, id: string): Promise<LeadImportRow> {
  const [imp] = await db.select().from(leadImports).where(eq(leadImports.id, id)).limit(1);
  if (!imp || (imp.createdBy !== actor.id && actor.role !== 'admin'))
    throw notFound(MSG.problems.importNotFound);
  return imp;
}
