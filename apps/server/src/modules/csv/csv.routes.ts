import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BulkImportBodySchema,
  BulkImportResponseSchema,
  CSV_LIMITS,
  ErrorResponseSchema,
  exportFileName,
  ImportIdParamSchema,
  ImportListResponseSchema,
  ImportPreviewBodySchema,
  ImportPreviewResponseSchema,
  ImportProgressSchema,
  ImportStartBodySchema,
  LeadExportBodySchema,
  LeadExportQuerySchema,
  MESSAGES,
} from '@leadhouse/domain';
import type { Database } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { createJobQueue, type JobQueue } from '../../lib/jobs.js';
import { actorOf, requireFeature } from '../../plugins/auth.js';
import { exportLeads } from './export.service.js';
import {
  bulkImport,
  cancelImport,
  listImports,
  loadOwn,
  previewOf,
  receiveUpload,
  rejectionReport,
  startImport,
  toProgress,
} from './import.service.js';
import { ImportRunner, startImportWorker, type ImportRunnerOptions } from './import.worker.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
};
const security = [{ bearerAuth: [] }];

export interface CsvRoutesOptions {
  database: Database;
  dataDir: string;
  /** The app's queue; when absent the plugin starts its own and stops it on close. */
  jobs?: JobQueue;
  /** Tests: smaller units, a hook after each, immediate resume of orphaned imports. */
  runner?: Omit<ImportRunnerOptions, 'db' | 'dataDir'>;
  staleSecondsAtStart?: number;
}

/**
 * CSV import and export of leads (spec §2, §5, §7 `leads/bulk` and export, §8, §9), under `/api`:
 * - `POST /leads/import` (multipart, field `file`, ≤ 256 MB) → preview; `POST /leads/import/:id/preview`
 *   re-validates with another mapping; `POST /leads/import/:id/start` queues the background job;
 *   `GET /leads/import/:id` progress; `POST /leads/import/:id/cancel`; `GET /leads/import/:id/rejections.csv`;
 *   `GET /leads/imports` the caller's recent imports. Feature `leadsImport`.
 * - `POST /leads/bulk` rows parsed by the client, synchronous, ≤ 10,000 rows. Feature `leadsImport`.
 * - `GET /leads/export?<list query>` and `POST /leads/export {ids}`: streamed CSV. Feature `leadsExport`.
 * Registers `@fastify/multipart` in this scope only, and the import worker (pg-boss) for the app's lifetime.
 */
export async function csvRoutes(app: FastifyInstance, opts: CsvRoutesOptions): Promise<void> {
  const { database, dataDir } = opts;
  const db = database.db;
  await app.register(multipart, {
    limits: { fileSize: CSV_LIMITS.maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });

  const ownQueue = !opts.jobs;
  const jobs = opts.jobs ?? (await createJobQueue(database));
  const runner = new ImportRunner({ db, dataDir, ...opts.runner });
  const worker = await startImportWorker(jobs, runner, db, {
    staleSecondsAtStart: opts.staleSecondsAtStart ?? (database.engine === 'pglite' ? 0 : 60),
  });
  app.addHook('onClose', async () => {
    runner.stopping = true;
    worker.stop();
    if (ownQueue) await jobs.stop();
    else await jobs.boss.offWork('lead-import');
  });

  const sendCsv = (reply: FastifyReply, stream: Readable, fileName: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leads import'];
  const importing = { preHandler: requireFeature('leadsImport') };

  r.post(
    '/leads/import',
    {
      ...importing,
      schema: {
        tags,
        security,
        summary: 'Upload a CSV file of leads (multipart field `file`, at most 256 MB) and preview it',
        consumes: ['multipart/form-data'],
        response: { 201: ImportPreviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw badRequest('Send the file as multipart/form-data in the field "file"', [
          { field: 'file', message: 'Choose a CSV file' },
        ]);
      }
      const file = await request.file();
      if (!file) throw badRequest('Choose a CSV file', [{ field: 'file', message: 'Choose a CSV file' }]);
      try {
        const preview = await receiveUpload(db, dataDir, actorOf(request), file);
        return reply.status(201).send(preview);
      } catch (err) {
        // The rest of an oversized body is not read: close the connection after the 413.
        if (err instanceof AppError && err.code === 'TOO_LARGE') void reply.header('connection', 'close');
        throw err;
      }
    },
  );

  r.post(
    '/leads/import/:id/preview',
    {
      ...importing,
      schema: {
        tags,
        security,
        summary: 'Validate the first rows again with another mapping or defaults (nothing is written)',
        params: ImportIdParamSchema,
        body: ImportPreviewBodySchema,
        response: { 200: ImportPreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const imp = await loadOwn(db, actor, request.params.id);
      return previewOf(db, dataDir, imp, request.body);
    },
  );

  r.post(
    '/leads/import/:id/start',
    {
      ...importing,
      schema: {
        tags,
        security,
        summary: 'Start the import in the background with a mapping, defaults and update-existing',
        params: ImportIdParamSchema,
        body: ImportStartBodySchema,
        response: { 202: ImportProgressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const progress = await startImport(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        worker.enqueue,
      );
      return reply.status(202).send(progress);
    },
  );

  r.get(
    '/leads/import/:id',
    {
      ...importing,
      schema: {
        tags,
        security,
        summary: 'Progress of an import',
        params: ImportIdParamSchema,
        response: { 200: ImportProgressSchema, ...errors },
      },
    },
    async (request) => toProgress(await loadOwn(db, actorOf(request), request.params.id)),
  );

  r.post(
    '/leads/import/:id/cancel',
    {
      ...importing,
      schema: {
        tags,
        security,
        summary: 'Cancel an import and undo what it wrote',
        params: ImportIdParamSchema,
        response: { 200: ImportProgressSchema, ...errors },
      },
    },
    async (request) => cancelImport(db, dataDir, actorOf(request), request.params.id),
  );

  r.get(
    '/leads/import/:id/rejections.csv',
    {
      ...importing,
      schema: {
        tags,
        security,
        summary: "The 'Wrong/Duplicate Leads' report: row, reason and the original cells",
        params: ImportIdParamSchema,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) => {
      const stream = await rejectionReport(db, actorOf(request), request.params.id);
      return sendCsv(reply, stream, `Wrong-Duplicate-Leads-${request.params.id}.csv`);
    },
  );

  r.get(
    '/leads/imports',
    {
      ...importing,
      schema: {
        tags,
        security,
        summary: "The caller's 20 most recent imports, newest first",
        response: { 200: ImportListResponseSchema, ...errors },
      },
    },
    async (request) => listImports(db, actorOf(request)),
  );

  r.post(
    '/leads/bulk',
    {
      ...importing,
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Add leads parsed from a CSV by the client (at most 10,000 rows), synchronously',
        body: BulkImportBodySchema,
        response: { 200: BulkImportResponseSchema, ...errors },
      },
    },
    async (request) => bulkImport(db, actorOf(request), request.body),
  );

  const exporting = { preHandler: requireFeature('leadsExport') };
  const csvError = (err: Error & { validation?: unknown }) => {
    const fields = (err.validation as { instancePath?: string; message?: string }[] | undefined)?.map(
      (v) => ({
        field: (v.instancePath ?? '').replace(/^\//, '') || 'query',
        message: v.message ?? 'Invalid value',
      }),
    );
    return new AppError('VALIDATION', MESSAGES.csvError, fields);
  };

  r.get(
    '/leads/export',
    {
      ...exporting,
      attachValidation: true,
      schema: {
        tags: ['leads export'],
        security,
        summary: 'Export the leads matching the list query (filters, keywords, sortBy) as CSV',
        querystring: LeadExportQuerySchema,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) => {
      if (request.validationError) throw csvError(request.validationError);
      const stream = await exportLeads(db, actorOf(request), { query: request.query });
      return sendCsv(reply, stream, exportFileName());
    },
  );

  r.post(
    '/leads/export',
    {
      ...exporting,
      bodyLimit: 4 * 1024 * 1024,
      attachValidation: true,
      schema: {
        tags: ['leads export'],
        security,
        summary: 'Export the selected leads as CSV',
        body: LeadExportBodySchema,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) => {
      if (request.validationError) throw csvError(request.validationError);
      const stream = await exportLeads(db, actorOf(request), request.body);
      return sendCsv(reply, stream, exportFileName());
    },
  );
}
