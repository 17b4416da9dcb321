import { randomBytes } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { DownloadLink, ImportPreviewResponse, ImportProgress } from '@leadhouse/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.js';
import type { TestApp } from '../../test/test-app.js';

type Headers = { authorization: string };

/** The `n`th Saudi mobile number as a CSV file writes it: `05` and `n` in 8 digits (`phoneOf(7)` is `0500000007`). */
export const phoneOf = (n: number) => '05' + String(n).padStart(8, '0');

/** A multipart/form-data body with one file part `file`. */
export function multipartBody(content: Buffer | string, filename = 'leads.csv') {
  const boundary = `----lh${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    typeof content === 'string' ? Buffer.from(content) : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, headers: Headers, content: Buffer | string, filename?: string) {
  const body = multipartBody(content, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/leads/import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function uploadOk(t: TestApp, headers: Headers, content: Buffer | string) {
  const res = await upload(t, headers, content);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<ImportPreviewResponse>();
}

/** Polls the import's progress (every 100 ms, at most `timeoutMs`) until it is final; returns it. */
export async function waitFor(t: TestApp, headers: Headers, id: string, timeoutMs = 60_000) {
  return vi.waitFor(
    async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/leads/import/${id}`, headers });
      const p = res.json<ImportProgress>();
      if (!['completed', 'failed', 'cancelled'].includes(p.status))
        throw new Error(`import ${id} still ${p.status}`);
      return p;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** Uploads, starts with `body` and waits for the end. */
export async function importFile(
  t: TestApp,
  headers: Headers,
  content: Buffer | string,
  body: Record<string, unknown> = {},
) {
  const preview = await uploadOk(t, headers, content);
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/leads/import/${preview.importId}/start`,
    headers,
    payload: body,
  });
  if (start.statusCode !== 202) throw new Error(`start failed: ${start.statusCode} ${start.body}`);
  return { preview, progress: await waitFor(t, headers, preview.importId) };
}

/** Parses our CSV (BOM, CRLF, quotes) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && s[i + 1] === '\n') {
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    out.push(row);
  }
  return out;
}

/**
 * Asks for a signed download link as `headers`: `POST url` (by default the leads export's link route) with
 * `payload` (`{ query }` or `{ ids, sortBy }` for the export; none for an import's rejections). Answers the
 * link; fails the test unless the answer is 201.
 */
export async function makeDownloadLink(
  t: TestApp,
  headers: Headers,
  payload: object | undefined,
  url = '/api/leads/export/link',
): Promise<DownloadLink> {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DownloadLink>();
}

/** The ids of the leads of `campaign`, in the order they were written (`internal_id`). */
export async function leadIdsOfCampaign(t: TestApp, campaign: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM leads WHERE campaign = ${campaign} ORDER BY internal_id`,
  );
  return rows.map((r) => r.id);
}
