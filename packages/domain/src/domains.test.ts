import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DomainAddSchema,
  DomainCreateSchema,
  MAX_VERIFIABLE_DOMAIN_LENGTH,
  normaliseDomain,
  txtRecordName,
} from './domains.js';
import { MSG } from './messages.js';

const label = (n: number, c = 'a') => c.repeat(n);
/** A name of exactly `total` characters made of 63-character labels (and a shorter last one). */
function nameOfLength(total: number): string {
  const parts: string[] = [];
  let left = total;
  while (left > 0) {
    const take = Math.min(63, left - (parts.length ? 0 : 0));
    const n = left - take === 0 ? take : Math.min(take, left - 2);
    parts.push(label(n));
    left -= n + 1;
  }
  return parts.join('.').slice(0, total);
}

describe('normaliseDomain: normalisation (issue 12 §5)', () => {
  it.each([
    ['example.com', 'example.com'],
    ['Example.COM', 'example.com'],
    ['  shop.example.com  ', 'shop.example.com'],
    ['example.com.', 'example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['BÜCHER.Example.', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah'],
    ['مثال.إختبار', 'xn--mgbh0fb.xn--kgbechtv'],
    ['faß.de', 'xn--fa-hia.de'],
    ['a-b.c-d.example', 'a-b.c-d.example'],
    ['123.example', '123.example'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseDomain(input)).toEqual({ ok: true, name: expected });
  });

  it('agrees with node’s url.domainToASCII on every Unicode case', () => {
    for (const input of ['bücher.example', '例え.テスト', 'мойдомен.рф', 'faß.de', 'ÖBB.at']) {
      const r = normaliseDomain(input);
      expect(r).toEqual({ ok: true, name: domainToASCII(input) });
    }
  });
});

describe('normaliseDomain: validation table (RFC 1035 lengths, underscores, labels)', () => {
  const ok63 = `${label(63)}.com`;
  it.each([
    ['', MSG.validation.domainRequired],
    ['   ', MSG.validation.domainRequired],
    ['.', MSG.validation.domainRequired],
    ['example.com..', MSG.validation.domainEmptyLabel],
    ['.example.com', MSG.validation.domainEmptyLabel],
    ['a..example.com', MSG.validation.domainEmptyLabel],
    ['localhost', MSG.validation.domainTwoLabels],
    ['com', MSG.validation.domainTwoLabels],
    ['my_site.example.com', MSG.validation.domainUnderscore],
    ['_dmarc.example.com', MSG.validation.domainUnderscore],
    ['-start.example.com', MSG.validation.domainHyphen],
    ['end-.example.com', MSG.validation.domainHyphen],
    [`${label(64)}.com`, MSG.validation.domainLabelTooLong],
    ['https://example.com', MSG.validation.domainOnlyName],
    ['example.com/path', MSG.validation.domainOnlyName],
    ['example.com:8080', MSG.validation.domainOnlyName],
    ['user@example.com', MSG.validation.domainOnlyName],
    ['exa mple.com', MSG.validation.domainOnlyName],
    ['*.example.com', MSG.validation.domainOnlyName],
    ['192.168.0.1', MSG.validation.domainIp],
    ['0x7f.1', MSG.validation.domainIp],
    ['example.123', MSG.validation.domainIp],
    ['xn--zz.example', MSG.validation.domainInvalid],
  ])('%j is refused with %s', (input, key) => {
    expect(normaliseDomain(input)).toEqual({ ok: false, error: key });
  });

  it('takes a 63-character label and refuses 64', () => {
    expect(normaliseDomain(ok63)).toEqual({ ok: true, name: ok63 });
    expect(normaliseDomain(`${label(64)}.com`).ok).toBe(false);
  });

  it('total length: 242 fits the record, 243-253 are valid DNS names too long for the record, 254 is refused', () => {
    const n242 = nameOfLength(MAX_VERIFIABLE_DOMAIN_LENGTH);
    expect(n242).toHaveLength(242);
    expect(normaliseDomain(n242)).toEqual({ ok: true, name: n242 });
    expect(txtRecordName(n242)).toHaveLength(253);
    for (const n of [243, 253]) {
      const name = nameOfLength(n);
      expect(name).toHaveLength(n);
      expect(normaliseDomain(name)).toEqual({ ok: false, error: MSG.validation.domainTooLongForRecord });
    }
    const n254 = nameOfLength(254);
    expect(n254).toHaveLength(254);
    expect(normaliseDomain(n254)).toEqual({ ok: false, error: MSG.validation.domainTooLong });
    // A trailing dot is not counted: 253 characters plus the root dot is still 253.
    expect(normaliseDomain(`${nameOfLength(253)}.`)).toEqual({
      ok: false,
      error: MSG.validation.domainTooLongForRecord,
    });
  });

  it('an IDNA name is measured in its ASCII form', () => {
    // 'ü' × 30 is 30 characters typed but a 37-character punycode label: fine; × 60 exceeds 63 in ASCII.
    expect(normaliseDomain(`${'ü'.repeat(30)}.de`).ok).toBe(true);
    expect(normaliseDomain(`${'ü'.repeat(60)}.de`)).toEqual({
      ok: false,
      error: MSG.validation.domainLabelTooLong,
    });
  });
});

describe('domain schemas', () => {
  it('POST /api/domain normalises `domain` and keeps `origin`', () => {
    expect(DomainCreateSchema.parse({ domain: 'Bücher.Example.', origin: ' Namecheap ' })).toEqual({
      domain: 'xn--bcher-kva.example',
      origin: 'Namecheap',
    });
  });
  it('the add call defaults `active` to true and refuses unknown fields', () => {
    expect(DomainAddSchema.parse({ name: 'example.org' })).toEqual({ name: 'example.org', active: true });
    expect(DomainAddSchema.safeParse({ name: 'example.org', state: 'active' }).success).toBe(false);
  });
  it('a bad name answers its message key', () => {
    const r = DomainAddSchema.safeParse({ name: 'my_site.com', active: true });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MSG.validation.domainUnderscore);
  });
});
