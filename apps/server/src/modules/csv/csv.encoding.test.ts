import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { actorWith, ENGINES, useTestApp } from '../../test/test-app.js';
import { detectEncoding } from './csv.encoding.js';
import { importFile, upload, uploadOk } from './csv.test-helpers.js';

/** Encoded fixtures (see fixtures/README.md): first name, last name, phone, email, country; 10 rows each. */
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const FIXTURES = [
  {
    file: 'arabic-windows-1256.csv',
    encoding: 'windows-1256',
    campaign: 'EncArabic',
    first: ['محمد', 'العتيبي'],
    last: ['علي', 'الشهري'],
  },
  {
    file: 'chinese-gbk.csv',
    encoding: 'gb18030',
    campaign: 'EncChinese',
    first: ['伟强', '欧阳'],
    last: ['子涵', '夏侯'],
  },
  {
    file: 'cyrillic-windows-1251.csv',
    encoding: 'windows-1251',
    campaign: 'EncCyrillic',
    first: ['Дмитрий', 'Иванов'],
    last: ['Татьяна', 'Петрова'],
  },
  {
    file: 'latin-windows-1252.csv',
    encoding: 'windows-1252',
    campaign: 'EncLatin',
    first: ['José', 'García'],
    last: ['Jürgen', 'Weiß'],
  },
] as const;

const MAPPING = ['firstName', 'lastName', 'phoneNumber', 'email', 'country'];

describe('detectEncoding', () => {
  it.each(FIXTURES)('recognises $file as $encoding', ({ file, encoding }) => {
    expect(detectEncoding(fixture(file))).toBe(encoding);
  });

  it('decides by BOM, keeps valid UTF-8, refuses UTF-32, falls back to Windows-1252', () => {
    expect(detectEncoding(Buffer.from('\uFEFFname\nمحمد\n'))).toBe('utf-8-bom');
    expect(detectEncoding(iconv.encode('\uFEFFname\n王伟\n', 'utf-16le'))).toBe('utf-16le');
    expect(detectEncoding(iconv.encode('\uFEFFname\n王伟\n', 'utf-16be'))).toBe('utf-16be');
    expect(detectEncoding(Buffer.from('name,phone\nمحمد,5012345678\n'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from('plain,ascii\n1,2\n'))).toBe('utf-8');
    expect(() => detectEncoding(Buffer.from([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0]))).toThrow(/UTF-32/);
    expect(() => detectEncoding(Buffer.from([0, 0, 0xfe, 0xff, 0, 0, 0, 0x61]))).toThrow(/UTF-32/);
    // One stray byte: nothing to judge by, read as Windows-1252.
    expect(detectEncoding(Buffer.from('a,b\nx\xe9,y\n', 'latin1'))).toBe('windows-1252');
  });
});

describe.each(ENGINES)('encoded uploads on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Awaited<ReturnType<typeof actorWith>>;
  beforeAll(async () => {
    admin = await actorWith(t, 'admin');
  });

  it.each(FIXTURES)(
    'imports $file with its names intact',
    async ({ file, encoding, campaign, first, last }) => {
      const { preview, progress } = await importFile(t, admin.headers, fixture(file), {
        mapping: MAPPING,
        defaults: { campaign },
      });
      expect(preview.encoding).toBe(encoding);
      expect(progress).toMatchObject({ status: 'completed', imported: 10, rejected: 0 });
      const res = await t.database.db.execute(
        sql`SELECT first_name, last_name FROM leads WHERE campaign = ${campaign} ORDER BY split_part(phone_number, '-', 2)`,
      );
      const names = (res as unknown as { rows: { first_name: string; last_name: string }[] }).rows;
      expect(names).toHaveLength(10);
      expect([names[0]!.first_name, names[0]!.last_name]).toEqual(first);
      expect([names[9]!.first_name, names[9]!.last_name]).toEqual(last);
    },
  );

  it.each(FIXTURES)('maps the headers of $file by their aliases', async ({ file }) => {
    const preview = await uploadOk(t, admin.headers, fixture(file));
    expect(preview.mapping).toEqual(MAPPING);
    expect(preview.stats).toMatchObject({ rowsChecked: 10, valid: 10, rejected: 0 });
  });

  it('finds a Latin name that first appears after 64 KiB of ASCII', async () => {
    let csv = 'first_name,last_name,phone,email,country\n';
    for (let i = 0; csv.length < 80 * 1024; i++)
      csv += `Ann${i},Lee,50150${String(i).padStart(5, '0')},a${i}@ex.com,SA\n`;
    csv += 'José,Müller,5015999999,jose@ex.com,SA\n';
    const res = await uploadOk(t, admin.headers, iconv.encode(csv, 'windows-1252'));
    expect(res.encoding).toBe('windows-1252');
  });

  it('answers 400 for a UTF-32 file', async () => {
    const res = await upload(
      t,
      admin.headers,
      iconv.encode('name,phone\nA,1\n', 'utf-32le', { addBOM: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/UTF-32, which is not supported/);
  });
});
