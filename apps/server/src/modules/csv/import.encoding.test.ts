import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreviewResponse } from '@leadhouse/domain';
import { actorWith, useTestApp } from '../../test/test-app.js';
import { uploadOk, waitFor } from './csv.test-helpers.js';

/**
 * Partners item 4: a 2-row GB18030 file is too short for chardet (it says ISO-8859-1); the preview then
 * offers the likely encodings with the first lines decoded in each, and choosing one reads the file in it.
 */
describe('unsure encoding: the preview offers the likely ones (pglite)', () => {
  const t = useTestApp('pglite');
  let admin: { authorization: string };
  beforeAll(async () => {
    admin = (await actorWith(t, 'admin')).headers;
  }, 60_000);

  const csv =
    'first_name,last_name,phone,email,country\n' +
    '张伟,王芳,0501234567,zhang.wei@example.com,SA\n' +
    '李娜,刘洋,0501234568,li.na@example.com,SA\n';

  it('lists GB18030 with its decoded lines; choosing it reads the names right and imports them', async () => {
    const first = await uploadOk(t, admin, iconv.encode(csv, 'gb18030'));
    const choices = first.encodingChoices;
    expect(choices[0]!.encoding).toBe(first.encoding);
    const gb = choices.find((c) => c.encoding === 'gb18030');
    expect(gb?.lines.slice(0, 3)).toEqual(csv.split('\n').slice(0, 3));

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/leads/import/${first.importId}/preview`,
      headers: admin,
      payload: { encoding: 'gb18030' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const chosen = res.json<ImportPreviewResponse>();
    expect(chosen.encoding).toBe('gb18030');
    expect(chosen.mapping).toEqual(['firstName', 'lastName', 'phoneNumber', 'email', 'country']);
    expect(chosen.preview.map((p) => p.lead?.firstName)).toEqual(['张伟', '李娜']);
    // Still unsure: the choices stay on offer, the chosen one first.
    expect(chosen.encodingChoices[0]!.encoding).toBe('gb18030');

    const start = await t.app.inject({
      method: 'POST',
      url: `/api/leads/import/${first.importId}/start`,
      headers: admin,
      payload: {},
    });
    expect(start.statusCode, start.body).toBe(202);
    expect(await waitFor(t, admin, first.importId)).toMatchObject({ status: 'completed', imported: 2 });
    const list = await t.app.inject({ method: 'GET', url: '/api/leads?keywords=zhang.wei', headers: admin });
    expect(list.json<{ rows: Array<{ firstName: string }> }>().rows[0]!.firstName).toBe('张伟');
  });

  it('offers nothing when the file says what it is (UTF-8)', async () => {
    const utf8 = await uploadOk(t, admin, csv.replace(/0501234/g, '0509876').replace(/@/g, '.u8@'));
    expect(utf8.encoding).toBe('utf-8');
    expect(utf8.encodingChoices).toEqual([]);
  });
});
