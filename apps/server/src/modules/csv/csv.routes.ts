import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  csvRoutes as c,
  CSV_LIMITS,
  exportFileName,
  MSG,
  type ImportPreviewResponse,
} from '@leadhouse/domain';
import type { Database, Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { lingerOnClose } from '../../lib/lingering-close.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Actor } from '../../plugins/auth.js';
import { route } from '../../plugins/route.js';
import { unknownFieldsError } from '../../plugins/unknown-fields.js';
import { exportLeads } from './export.service.js';
import { createExportLink, createRejectionsLink, openDownload } from './export-link.service.js';
import { bulkImport } from './import.bulk.js';
import { cancelImport } from './import.cancel.js';
import { loadOwn } from './import.common.js';
import { rejectionReport } from './import.report.js';
import { listImports, startImport, toProgress } from './import.start.js';
import { switchEncoding } from './import.encoding.js';
import { previewOf, receiveUpload, tooLarge } from './import.upload.js';
import { importRouting, type DistributeLeads } from './import.distribute.js';
import { startImportWorker } from './import.queue.js';
import { ImportRunner, type ImportRunnerOptions } from './import.worker.js';

/** The running import worker: what the routes need of it, and how the app stops it. */
export interface ImportJobs {
  /** Queues one import for the worker. */
  enqueue: (importId: string) => Promise<void>;
  /** Running imports stop after their current unit (resumed at the next start); no new job is taken. */
  stop: () => Promise<void>;
  /**
   * Sets lead distribution's start for imports that opt in (issue 22 §3; import.distribute.ts). Until it
   * is set, a completed import's hand-over waits for the stale-import sweep.
   */
  distributeWith: (distribute: DistributeLeads) => void;
}

/** Test-only tuning of the import worker, passed through `buildApp`'s deps. */
export interface ImportJobsOptions {
  /** Smaller units, a hook after each. */
  runner?: Omit<ImportRunnerOptions, 'db' | 'dataDir'>;
  /** Re-queue imports without a heartbeat for this long at start (default: 0 on PGlite, 60 s on PostgreSQL). */
  staleSecondsAtStart?: number;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * An uploaded file name as it can be stored and shown: control characters (NUL included, which PostgreSQL
 * text refuses) become `_`, lone surrogates U+FFFD. The name is only a label (the file is stored by id).
 */
export function cleanFileName(name: string): string {
  return name.replace(/\p{Cc}/gu, '_').replace(LONE_SURROGATE, '\ufffd');
}

/**
 * A multipart parse failure as a client error: a body without a boundary or not multipart at all is a 400;
 * errors that already carry a 4xx (limits) keep it.
 */
function multipartError(err: unknown): Error {
  const status = (err as { statusCode?: number }).statusCode;
  if (err instanceof AppError || (status !== undefined && status >= 400 && status < 500)) return err as Error;
  const message = 'The upload is not a valid multipart/form-data body with a "file" field';
  return badRequest(message, [{ field: 'file', message: MSG.problems.chooseCsvFile }]);
}

/**
 * Starts the CSV import worker on the app's job queue (pg-boss): it runs queued imports and re-queues those
 * a dead process left behind. The app owns the queue and stops it after calling `stop()`.
 */
export async function startImportJobs(
  jobs: JobQueue,
  database: Database,
  dataDir: string,
  opts: ImportJobsOptions = {},
): Promise<ImportJobs> {
  const runner = new ImportRunner({ db: database.db, dataDir, ...opts.runner });
  const worker = await startImportWorker(jobs, runner, database.db, {
    staleSecondsAtStart: opts.staleSecondsAtStart ?? (database.engine === 'pglite' ? 0 : 60),
  });
  return {
    enqueue: worker.enqueue,
    distributeWith: (distribute) => {
      runner.distributeLeads = distribute;
    },
    stop: async () => {
      runner.stopping = true;
      worker.stop();
    },
  };
}

export interface CsvRoutesOptions {
  database: Database;
  dataDir: string;
  /** The app's import worker (`startImportJobs`). */
  imports: Pick<ImportJobs, 'enqueue'>;
}

const sendCsv = (reply: FastifyReply, stream: Readable | string, fileName: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(stream);

/** A request that breaks an export contract: 'Error preparing csv' (spec §8) with the fields at fault. */
function csvError(err: FastifyError): AppError {
  const fields = (err.validation ?? []).map((v) => ({
    field: (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'query',
    message: v.message ?? MSG.problems.invalidValue,
  }));
  return new AppError('VALIDATION', MSG.messages.csvError, fields);
}

/**
 * `POST /leads/import/upload` (spec §7 import, issue 21): reads the one multipart CSV file (uncompressed,
 * at most `CSV_LIMITS.maxUploadBytes` bytes) and stores it for preview.
 * @returns the first preview (`receiveUpload`). @throws 400 not multipart, compressed, or no file (field
 * `file`); 413 too large (the connection is closed after it, the rest of the body unread).
 */
async function uploadCsv(
  db: Db,
  dataDir: string,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ImportPreviewResponse> {
  if (!request.isMultipart()) {
    throw badRequest(MSG.problems.multipartFile, [{ field: 'file', message: MSG.problems.chooseCsvFile }]);
  }
  const encoding = request.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    throw badRequest(MSG.problems.uncompressedFile, [{ field: 'file', message: MSG.problems.chooseCsvFile }]);
  }
  try {
    // A declared length past the limit and the form's own framing is refused before a byte is read.
    if (Number(request.headers['content-length']) > CSV_LIMITS.maxUploadBytes + MULTIPART_FRAMING_BYTES) {
      throw tooLarge();
    }
    const file = await request.file().catch((err: unknown) => {
      throw multipartError(err);
    });
    if (!file)
      throw badRequest(MSG.problems.chooseCsvFile, [{ field: 'file', message: MSG.problems.chooseCsvFile }]);
    return await receiveUpload(db, dataDir, actor, {
      filename: cleanFileName(file.filename),
      file: file.file,
    });
  } catch (err) {
    // The rest of an oversized body is not read: close the connection after the 413, lingering so that a
    // client still sending reads the answer rather than a reset (lib/lingering-close.ts).
    if (err instanceof AppError && err.code === 'TOO_LARGE') {
      void reply.header('connection', 'close');
      lingerOnClose(request.raw);
    }
    throw err;
  }
}

/** Room for the multipart framing around the one file (boundaries, part headers, other small fields). */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

/**
 * CSV import and export of leads (spec §2, §5, §7 `leads/bulk` and export, §8, §9), registered from the
 * route contracts `csvRoutes` (paths, schemas, statuses, features):
 * - import: upload (multipart, ≤ 256 MB) → preview, preview again, start (queued for the app's worker),
 *   progress, cancel, rejections report, recent imports; `leads/bulk` (≤ 10,000 rows, synchronous).
 * - export: `GET /leads/export?<list query>` and `POST /leads/export {ids}` stream CSV with the bearer
 *   header; `POST /leads/export/link` and `POST /leads/import/:id/rejections/link` make a signed single-use
 *   link that `GET /leads/export/download/:token` serves without one, so the browser streams it to disk.
 * Registers `@fastify/multipart` in this scope only.
 */
export async function csvRoutes(app: FastifyInstance, opts: CsvRoutesOptions): Promise<void> {
  const { database, dataDir, imports } = opts;
  const db = database.db;
  await app.register(multipart, {
    limits: { fileSize: CSV_LIMITS.maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });

  route(app, c.upload, ({ actor, request, reply }) => uploadCsv(db, dataDir, actor, request, reply));
  route(app, c.preview, async ({ actor, params, body }) => {
    const imp = await loadOwn(db, actor, params.id);
    // A chosen encoding is read from now on (headers and guessed mapping again); see import.encoding.ts.
    if (!body.encoding || body.encoding === imp.encoding) return previewOf(db, dataDir, imp, body);
    const read = await switchEncoding(db, dataDir, imp, body.encoding);
    return previewOf(db, dataDir, read, { defaults: body.defaults });
  });
  route(app, c.start, ({ actor, params, body }) => startImport(db, actor, params.id, body, imports.enqueue));
  route(app, c.progress, async ({ actor, params }) => {
    const imp = await loadOwn(db, actor, params.id);
    // An import that opted in to distribution says where its leads went (issue 22 §3).
    const routed = imp.distribute && imp.status === 'completed';
    return { ...toProgress(imp), distribution: routed ? await importRouting(db, imp) : null };
  });
  route(app, c.cancel, ({ actor, params }) => cancelImport(db, dataDir, actor, params.id));
  route(app, c.rejections, async ({ actor, params, reply }) =>
    sendCsv(reply, await rejectionReport(db, actor, params.id), `Wrong-Duplicate-Leads-${params.id}.csv`),
  );
  route(app, c.rejectionsLink, ({ actor, params }) => createRejectionsLink(db, actor, params.id));
  route(app, c.imports, ({ actor }) => listImports(db, actor));
  route(app, c.bulk, ({ actor, body }) => bulkImport(db, actor, body));

  // Export requests that break their contract answer 'Error preparing csv' (spec §8) with the fields; an
  // unknown field is named like on every route (docs/decisions.md "Strict requests").
  await app.register(async (exporting) => {
    exporting.setErrorHandler((err: FastifyError, request) => {
      if (!hasZodFastifySchemaValidationErrors(err)) throw err;
      throw unknownFieldsError(request, err.validation, err.validationContext) ?? csvError(err);
    });
    route(exporting, c.exportQuery, async ({ actor, query, reply }) =>
      sendCsv(reply, await exportLeads(db, actor, { query }), exportFileName()),
    );
    route(exporting, c.exportIds, async ({ actor, body, reply }) =>
      sendCsv(reply, await exportLeads(db, actor, body), exportFileName()),
    );
    route(exporting, c.exportLink, ({ actor, body }) => createExportLink(db, actor, body));
  });
  // Public: the token is the credential. HEAD checks the link without using it.
  route(app, c.download, async ({ params, request, reply }) => {
    const { stream, fileName } = await openDownload(db, params.token, { peek: request.method === 'HEAD' });
    return sendCsv(reply, stream ?? '', fileName);
  });
}
