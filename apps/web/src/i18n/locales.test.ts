import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(resources.en);

describe('translations', () => {
  it.each(LANGUAGES.filter((l) => l.id !== 'en').map((l) => l.id))(
    '%s has every English key, translated',
    (id) => {
      const other = flatten(resources[id]);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of other) expect(value.trim(), key).not.toBe('');
      // Real translations, not English copies: only names, codes and placeholders may stay identical.
      const same = [...other].filter(([key, value]) => english.get(key) === value).map(([key]) => key);
      expect(same.length / english.size).toBeLessThan(0.1);
    },
  );

  it('keeps interpolation variables in every language', () => {
    for (const { id } of LANGUAGES) {
      for (const [key, value] of flatten(resources[id])) {
        const vars = (english.get(key) ?? '').match(/{{\w+}}/g) ?? [];
        for (const v of vars) expect(value, `${id}:${key}`).toContain(v);
      }
    }
  });
});
