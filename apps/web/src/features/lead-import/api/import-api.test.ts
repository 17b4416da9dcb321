import { describe, expect, it, vi } from 'vitest';
import { signInAs, featuresExcept } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { IMPORT_ID } from '../test-utils';
import { downloadRejections } from './import-api';

describe('rejections report download', () => {
  it('asks for a signed link and lets the browser download it, never fetching the file itself', async () => {
    signInAs(featuresExcept());
    const url = `/api/leads/export/download/${'t'.repeat(43)}`;
    const fileName = `Wrong-Duplicate-Leads-${IMPORT_ID}.csv`;
    const calls = mockFetch((call) =>
      call.url === `/api/leads/import/${IMPORT_ID}/rejections/link`
        ? { status: 201, body: { url, expiresAt: '2026-01-31T12:01:00.000Z', fileName } }
        : undefined,
    );
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const blobs = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: blobs, revokeObjectURL: () => undefined }));

    await expect(downloadRejections(IMPORT_ID)).resolves.toEqual({ fileName });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/leads/import/${IMPORT_ID}/rejections/link`,
    ]);
    expect(calls[0]?.headers.Authorization).toMatch(/^Bearer /);
    expect(clicked).toEqual([{ href: url, download: fileName }]);
    expect(blobs).not.toHaveBeenCalled();
  });
});
