import { countsShape, IdParamSchema, listResponseSchema } from './common.js';
import { MSG } from './messages.js';
import { z } from 'zod';
import { LeadListQuerySchema } from './lead-list-schemas.js';
import { MAX_BULK_IDS } from './lead-schemas.js';
import { DISTRIBUTION_STATES } from './distribution-states.js';
import { CSV_LIMITS, ImportFieldSchema, ImportMappingSchema, ImportDefaultsSchema } from './csv-rows.js';

/*
 * CSV import and export API contract (spec §7 `leads/bulk` and export, §8 'Error preparing csv' and
 * 'Wrong/Duplicate Leads', §9 export). Row rules (header guessing, normalisation) are in csv-rows.ts; the
 * export columns and import aliases in the lead field registry (lead-fields.ts).
 */

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
/** Encodings an upload is read in: by BOM, UTF-8 validity, then chardet (server csv.encoding.ts). */
export const CSV_ENCODINGS = [
  'utf-8',
  'utf-8-bom',
  'utf-16le',
  'utf-16be',
  'windows-1252',
  'windows-1250',
  'iso-8859-2',
  'windows-1251',
  'koi8-r',
  'iso-8859-5',
  'windows-1253',
  'iso-8859-7',
  'windows-1254',
  'iso-8859-9',
  'windows-1255',
  'iso-8859-8',
  'windows-1256',
  'iso-8859-6',
  'windows-1257',
  'windows-1258',
  'windows-874',
  'gb18030',
  'big5',
  'shift_jis',
  'euc-jp',
  'euc-kr',
] as const;
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const ImportStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/** One previewed row: its line, the normalised lead (null when rejected) and the reasons. */
export const ImportPreviewRowSchema = z.object({
  line: z.number().int().describe('Line of the file (the header is line 1)'),
  values: z.array(z.string()).describe('The original cells'),
  lead: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phoneNumber: z.string(),
      email: z.string(),
      country: z.string(),
      campaign: z.string(),
      platform: z.string().nullable(),
      status: z.string(),
      funnel: z.string().nullable(),
    })
    .nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  duplicate: z.boolean().describe('Valid, but its phone or email exists already or earlier in the file'),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

export const ImportStatsSchema = z.object({
  rowsChecked: z.number().int().describe(`The first rows of the file, at most ${CSV_LIMITS.checkRows}`),
  valid: z.number().int().describe('Rows that pass validation (duplicates included)'),
  rejected: z.number().int().describe('Rows that fail validation'),
  rejectedByRule: z.record(z.string(), z.number().int()).describe("Key 'field: message' → rows"),
  duplicates: z
    .number()
    .int()
    .describe('Valid rows whose phone or email exists already or earlier in the file'),
});
export type ImportStats = z.infer<typeof ImportStatsSchema>;

/**
 * Another encoding the file may be in, with its first lines decoded in it (partners item 4): offered when
 * detection is unsure (no BOM, not UTF-8, and chardet's guess weak or contested), so the user picks the one
 * whose names read right.
 */
export const ImportEncodingChoiceSchema = z.object({
  encoding: z.enum(CSV_ENCODINGS),
  lines: z.array(z.string()).describe('The first lines of the file (header included) decoded in it'),
});
export type ImportEncodingChoice = z.infer<typeof ImportEncodingChoiceSchema>;

/** Answer of the upload and of the re-preview. */
export const ImportPreviewResponseSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  delimiter: z.enum(CSV_DELIMITERS),
  encoding: z.enum(CSV_ENCODINGS),
  encodingChoices: z
    .array(ImportEncodingChoiceSchema)
    .describe('When detection is unsure: the likely encodings (the current one first); else empty'),
  headers: z.array(z.string()),
  mapping: ImportMappingSchema,
  defaults: ImportDefaultsSchema,
  fields: z.array(ImportFieldSchema).describe('Every field a column may map to'),
  totalEstimate: z.number().int().describe('Data rows in the file (exact when the file was read to its end)'),
  preview: z.array(ImportPreviewRowSchema),
  stats: ImportStatsSchema,
});
export type ImportPreviewResponse = z.infer<typeof ImportPreviewResponseSchema>;

/** `POST /api/leads/import/:id/preview`: validate the first rows again with another mapping or defaults. */
export const ImportPreviewBodySchema = z
  .object({
    mapping: ImportMappingSchema.optional(),
    defaults: ImportDefaultsSchema.optional(),
    encoding: z
      .enum(CSV_ENCODINGS)
      .optional()
      .describe('Read the file in this encoding from now on (headers and guessed mapping are read again)'),
  })
  .strict();

/** `POST /api/leads/import/:id/start`. */
export const ImportStartBodySchema = z
  .object({
    mapping: ImportMappingSchema.optional().describe('Default: the guessed mapping'),
    defaults: ImportDefaultsSchema.default({}),
    updateExisting: z.boolean().default(false).describe('Rows matching a lead you can see update it'),
    distribute: z
      .boolean()
      .default(false)
      .describe(
        'Once the import completes, route the leads it created through the distribution flows (issue 22 §3; ' +
          'those who manage distribution only)',
      ),
  })
  .strict();
export type ImportStartBody = z.infer<typeof ImportStartBodySchema>;

/** Hours after its end during which a completed or failed import may still be undone (cancelled). */
export const IMPORT_UNDO_HOURS = 24;

/**
 * What cancelling an import undid and what it left alone, per reason. Created leads are soft-deleted only
 * when nobody touched them since; updated leads get back only the fields still holding what the import wrote.
 */
export const ImportUndoReportSchema = z.object({
  softDeleted: z
    .number()
    .int()
    .describe('Leads the import created, now soft-deleted (an admin can restore them)'),
  keptChanged: z.number().int().describe('Leads the import created that someone changed since: kept'),
  alreadyDeleted: z.number().int().describe('Leads the import created that were deleted meanwhile'),
  restoredLeads: z.number().int().describe('Leads the import updated that got at least one old value back'),
  restoredFields: z.number().int().describe('Fields given back their value from before the import'),
  keptFields: z.number().int().describe('Fields the import changed that someone changed since: kept'),
  conflicts: z
    .number()
    .int()
    .describe('Fields not restored because their old phone or email now belongs to another lead'),
});
export type ImportUndoReport = z.infer<typeof ImportUndoReportSchema>;

/**
 * The routes of the leads an import created and handed to distribution (issue 22 §3): `done` once every one
 * was handed over, and how many are on their way (`pending`), sold, held (no buyer takes them now), unsold
 * or returned.
 */
export const ImportRoutingSchema = z.object({
  done: z.boolean(),
  ...countsShape(DISTRIBUTION_STATES),
});
export type ImportRouting = z.infer<typeof ImportRoutingSchema>;

/** Progress of one import (`GET /api/leads/import/:id`), also the rows of `GET /api/leads/imports`. */
export const ImportProgressSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  status: ImportStatusSchema,
  cancelRequested: z.boolean(),
  total: z.number().int().describe('Data rows in the file (an estimate until the import ends)'),
  rowsRead: z.number().int().describe('Rows whose outcome is committed'),
  imported: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int().describe("Rows in the 'Wrong/Duplicate Leads' report"),
  rate: z.number().describe('Rows per second since the start'),
  etaSeconds: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  undo: ImportUndoReportSchema.nullable().describe('What the cancel undid (null unless cancelled)'),
  distribution: ImportRoutingSchema.nullable()
    .optional()
    .describe(
      'Where the leads it created are in lead distribution, for a completed import that opted in (issue 22 §3), ' +
        'on `GET /leads/import/:id`; null (or absent) otherwise',
    ),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

export const ImportListResponseSchema = listResponseSchema(ImportProgressSchema);
/** An import's id in its path (`/leads/import/:id`): a UUID, the `:id` parameter of every route. */
export const ImportIdParamSchema = IdParamSchema;

/** `POST /api/leads/bulk` (spec §7: data list from CSV parsed by the client). Keys are CSV headers. */
export const BulkImportBodySchema = z.object({
  data: z.array(z.record(z.string().max(200), z.unknown())).describe('Rows keyed by header'),
  defaults: ImportDefaultsSchema.optional(),
  updateExisting: z.boolean().default(false),
});
export const BulkImportErrorSchema = z.object({
  op: z.record(z.string(), z.unknown()).describe('The row as sent'),
  message: z.string().describe("'field: message; …'"),
  row: z.number().int().describe('1-based position in data'),
});
export const BulkImportResponseSchema = z.object({
  message: z.string(),
  imported: z.number().int(),
  updated: z.number().int(),
  errors: z.array(BulkImportErrorSchema),
});
export type BulkImportResponse = z.infer<typeof BulkImportResponseSchema>;

/** `GET /api/leads/export`: the leads list query without paging (filters, keywords, sortBy). */
export const LeadExportQuerySchema = LeadListQuerySchema.omit({ page: true, limit: true });
export type LeadExportQuery = z.output<typeof LeadExportQuerySchema>;

/** `POST /api/leads/export`: the selected leads (spec §7 export with ids). */
export const LeadExportBodySchema = z
  .object({
    ids: z
      .array(z.uuid(MSG.validation.uuid), { error: MSG.validation.selectLeads })
      .min(1, MSG.validation.selectLeads)
      .max(MAX_BULK_IDS, MSG.validation.tooManyLeads),
    sortBy: LeadListQuerySchema.shape.sortBy,
  })
  .strict();
export type LeadExportBody = z.output<typeof LeadExportBodySchema>;

/** `Leads-20260131-120000.csv` (spec §9: 'Leads' plus a timestamp, UTC). */
export function exportFileName(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/\..*$/, '').replace(/[-:]/g, '').replace('T', '-');
  return `Leads-${stamp}.csv`;
}

/** Seconds a signed download link stays valid; it serves one download (docs/decisions.md, CSV export). */
export const DOWNLOAD_LINK_TTL_SECONDS = 60;

/**
 * The leads list query as the strings `GET /api/leads/export` takes (filters, keywords, sortBy, TZ), checked
 * against `LeadExportQuerySchema` but kept as sent, so a stored download link re-reads it the same way.
 */
export const LeadExportQueryRecordSchema = z
  .record(z.string().max(64), z.string().max(4000))
  .superRefine((query, ctx) => {
    const parsed = LeadExportQuerySchema.safeParse(query);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  })
  .describe('The list query of GET /api/leads/export, as strings');

/** `POST /api/leads/export/link`: the same selection as the export, `{query}` or `{ids, sortBy}`. */
export const ExportLinkBodySchema = z.union([
  z.object({ query: LeadExportQueryRecordSchema }).strict(),
  LeadExportBodySchema,
]);
export type ExportLinkBody = z.input<typeof ExportLinkBodySchema>;

/** A signed, short-lived, single-use download link (no bearer header needed to follow it). */
export const DownloadLinkSchema = z.object({
  url: z.string().describe('Path under the site origin: /api/leads/export/download/<token>'),
  expiresAt: z.string().describe('ISO instant after which the link answers 404'),
  fileName: z.string().describe('The name the file is saved under'),
});
export type DownloadLink = z.infer<typeof DownloadLinkSchema>;

/** `GET /api/leads/export/download/:token`: any text; an unknown token is a 404, never a 400. */
export const DownloadTokenParamSchema = z.object({ token: z.string().describe('The signed token') });

/** A streamed CSV answer (`text/csv; charset=utf-8`, UTF-8 BOM, CRLF, Content-Disposition attachment). */
export const CsvFileSchema = z.string().describe('CSV file');
