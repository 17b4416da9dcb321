import { routesTagged } from '../contract.js';
import {
  BulkImportBodySchema,
  BulkImportResponseSchema,
  CsvFileSchema,
  DownloadLinkSchema,
  DownloadTokenParamSchema,
  ExportLinkBodySchema,
  ImportListResponseSchema,
  ImportPreviewBodySchema,
  ImportPreviewResponseSchema,
  ImportProgressSchema,
  ImportStartBodySchema,
  LeadExportBodySchema,
  LeadExportQuerySchema,
} from '../csv.js';
import { MAX_BULK_IDS } from '../lead-schemas.js';

/*
 * CSV import and export of leads (spec §2, §5, §7 `leads/bulk` and export, §8, §9; docs/decisions.md "CSV
 * import and export"). Import routes need the `leadsImport` feature, export routes `leadsExport`; the signed
 * download link is public (its token is the credential) and checks the feature again when followed. An
 * import's `:id` is a UUID (`IdParamSchema`, filled in by `routesTagged`).
 */

const importing = { feature: 'leadsImport' } as const;
const exporting = { feature: 'leadsExport' } as const;
const importTag = 'leads import';
const exportTag = 'leads export';
const importRoute = routesTagged(importTag);
const exportRoute = routesTagged(exportTag);
/** Id lists of up to MAX_BULK_IDS uuids (~39 bytes each in JSON): 4 MiB. */
const idsBodyLimit = Math.max(4 * 1024 * 1024, MAX_BULK_IDS * 40);

export const csvRoutes = {
  upload: importRoute('csv.upload', 'POST /leads/import', {
    access: importing,
    multipart: true,
    summary: 'Upload a CSV file of leads (multipart field `file`, at most 256 MB) and preview it',
    responses: { 201: ImportPreviewResponseSchema },
    extraErrors: [413],
  }),
  preview: importRoute('csv.preview', 'POST /leads/import/:id/preview', {
    access: importing,
    summary: 'Validate the first rows again with another mapping or defaults (nothing is written)',
    body: ImportPreviewBodySchema,
    responses: { 200: ImportPreviewResponseSchema },
    extraErrors: [409],
  }),
  start: importRoute('csv.start', 'POST /leads/import/:id/start', {
    access: importing,
    summary: 'Start the import in the background with a mapping, defaults and update-existing',
    body: ImportStartBodySchema,
    responses: { 202: ImportProgressSchema },
    extraErrors: [409],
  }),
  progress: importRoute('csv.progress', 'GET /leads/import/:id', {
    access: importing,
    summary: 'Progress of an import',
    responses: { 200: ImportProgressSchema },
  }),
  cancel: importRoute('csv.cancel', 'POST /leads/import/:id/cancel', {
    access: importing,
    summary: 'Cancel an import and undo what it wrote',
    responses: { 200: ImportProgressSchema },
    extraErrors: [409],
  }),
  rejections: importRoute('csv.rejections', 'GET /leads/import/:id/rejections.csv', {
    access: importing,
    media: 'csv',
    summary: "The 'Wrong/Duplicate Leads' report: row, reason and the original cells",
    responses: { 200: CsvFileSchema },
  }),
  rejectionsLink: importRoute('csv.rejectionsLink', 'POST /leads/import/:id/rejections/link', {
    access: importing,
    summary: "A signed single-use link (60 s) to download the 'Wrong/Duplicate Leads' report",
    responses: { 201: DownloadLinkSchema },
  }),
  imports: importRoute('csv.imports', 'GET /leads/imports', {
    access: importing,
    summary: "The caller's 20 most recent imports, newest first",
    responses: { 200: ImportListResponseSchema },
  }),
  bulk: importRoute('csv.bulk', 'POST /leads/bulk', {
    access: importing,
    summary: 'Add leads parsed from a CSV by the client (at most 10,000 rows), synchronously',
    body: BulkImportBodySchema,
    bodyLimit: 16 * 1024 * 1024,
    responses: { 200: BulkImportResponseSchema },
    extraErrors: [413],
  }),
  exportQuery: exportRoute('csv.exportQuery', 'GET /leads/export', {
    access: exporting,
    media: 'csv',
    summary: 'Export the leads matching the list query (filters, keywords, sortBy) as CSV',
    query: LeadExportQuerySchema,
    responses: { 200: CsvFileSchema },
  }),
  exportIds: exportRoute('csv.exportIds', 'POST /leads/export', {
    access: exporting,
    media: 'csv',
    summary: 'Export the selected leads as CSV',
    body: LeadExportBodySchema,
    bodyLimit: idsBodyLimit,
    responses: { 200: CsvFileSchema },
    extraErrors: [413],
  }),
  exportLink: exportRoute('csv.exportLink', 'POST /leads/export/link', {
    access: exporting,
    summary:
      'A signed single-use link (60 s) to download the export of `{query}` (list query) or `{ids, sortBy}`',
    body: ExportLinkBodySchema,
    bodyLimit: idsBodyLimit,
    responses: { 201: DownloadLinkSchema },
    extraErrors: [413],
  }),
  download: exportRoute('csv.download', 'GET /leads/export/download/:token', {
    access: 'public',
    media: 'csv',
    summary:
      'Follow a signed download link (no bearer header): streams the export or the rejections report once',
    params: DownloadTokenParamSchema,
    responses: { 200: CsvFileSchema },
    extraErrors: [401, 403],
  }),
} as const;
