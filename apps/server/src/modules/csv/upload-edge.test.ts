import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@leadhouse/domain';
import { actorWith, ENGINES, uniq, useTestApp } from '../../test/test-app.js';
import { importFile, multipartBody, parseCsv, upload } from './csv.test-helpers.js';

/**
 * Upload edge cases (hardening: no 5xx from client input): a multipart body without a boundary, a
 * gzip-encoded body, a NUL in the file name, a UTF-32 file, and a NUL inside a row past the sniffed first
 * 64 KiB, which must reject that row only (before: the whole import failed in the database).
 */
for (const engine of ENGINES) {
  describe(`CSV upload edge cases (${engine})`, () => {
    const t = useTestApp(engine);
    let auth: { authorization: string };
    beforeAll(async () => {
      auth = (await actorWith(t, 'admin')).headers;
    });

    const expectClientError = (res: { statusCode: number; body: string; json: () => unknown }) => {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      ErrorResponseSchema.parse(res.json());
    };

    it('multipart without a boundary is a 400', async () => {
      const { payload } = multipartBody('firstName\nAnn\n');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leads/import',
        headers: { ...auth, 'content-type': 'multipart/form-data' },
        payload,
      });
      expectClientError(res);
    });

    it('a gzip-encoded multipart body is a client error', async () => {
      const body = multipartBody('firstName\nAnn\n');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leads/import',
        headers: { ...auth, ...body.headers, 'content-encoding': 'gzip' },
        payload: gzipSync(body.payload),
      });
      expectClientError(res);
    });

    it('a NUL or a lone surrogate in the file name is kept out of the database', async () => {
      const csv = 'firstName,lastName\nAnn,Bee\n';
      for (const name of ['lea\u0000ds.csv', 'a\ud800.csv']) {
        const res = await upload(t, auth, csv, name);
        expect(res.statusCode, res.body).toBe(201);
        const { importId } = res.json<{ importId: string }>();
        const progress = await t.app.inject({
          method: 'GET',
          url: `/api/leads/import/${importId}`,
          headers: auth,
        });
        const stored = progress.json<{ fileName: string }>().fileName;
        expect(stored.includes('\u0000') || stored.includes('\ud800')).toBe(false);
        expect(stored).toMatch(/\.csv$/);
      }
    });

    it('a UTF-32 file is a 400', async () => {
      const text = Buffer.from('firstName\nAnn\n', 'utf16le');
      for (const bom of [Buffer.from([0xff, 0xfe, 0, 0]), Buffer.from([0, 0, 0xfe, 0xff])]) {
        const res = await upload(t, auth, Buffer.concat([bom, text]));
        expect(res.statusCode, res.body).toBe(400);
        expect(ErrorResponseSchema.parse(res.json()).code).toBe('VALIDATION');
      }
    });

    it('a NUL inside a row after the first 64 KiB rejects that row only', async () => {
      const tag = uniq('nul').replace(/[^a-z0-9]/gi, '');
      const base = 5_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
      const rows = ['firstName,lastName,phoneNumber,email,country'];
      const n = 900;
      for (let i = 0; i < n; i++) {
        const last = i === n - 2 ? 'Be\u0000e' : 'Bee';
        rows.push(`Ann${i},${last} ${'x'.repeat(30)},${base + i},${tag}.${i}@example.com,SA`);
      }
      const csv = rows.join('\n') + '\n';
      expect(Buffer.byteLength(csv)).toBeGreaterThan(64 * 1024);
      const { progress, preview } = await importFile(t, auth, csv);
      expect(progress, progress.error ?? '').toMatchObject({
        status: 'completed',
        imported: n - 1,
        rejected: 1,
      });
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/leads/import/${preview.importId}/rejections.csv`,
        headers: auth,
      });
      const lines = parseCsv(report.body);
      expect(lines.some((l) => l.some((c) => c.includes('A cell contains a NUL character')))).toBe(true);
    });
  });
}
