import { describe, expect, it } from 'vitest';
import { requiredText, SortByParamSchema } from './common.js';

describe('SortByParamSchema (the lists whose service checks the field)', () => {
  it.each([
    ['{"name":1}', { field: 'name', direction: 1 }],
    ['{"createdAt":-1,"name":1}', { field: 'createdAt', direction: -1 }],
    ['{"__proto__":-1}', { field: '__proto__', direction: -1 }],
    ['{}', undefined],
  ])('reads %s', (raw, expected) => {
    expect(SortByParamSchema.parse(raw)).toEqual(expected);
  });

  it.each(['name', '[]', 'null', '{"name":2}', '{"name":"up"}', `{"${'a'.repeat(65)}":1}`])(
    'refuses %s with the shape message',
    (raw) => {
      const issues = SortByParamSchema.safeParse(raw).error?.issues.map((i) => i.message);
      expect(issues).toEqual(['sortBy must be JSON like {"createdAt":-1}']);
    },
  );
});

describe('requiredText', () => {
  const name = requiredText('Name is 2 to 5 characters', 2, 5);

  it('keeps the trimmed text of min to max characters', () => {
    expect(name.parse('  ab ')).toBe('ab');
    expect(name.parse('abcde')).toBe('abcde');
  });

  it.each([undefined, 7, ' a ', 'abcdef'])('answers the one message for %s', (value) => {
    expect(name.safeParse(value).error?.issues.map((i) => i.message)).toEqual(['Name is 2 to 5 characters']);
  });
});
