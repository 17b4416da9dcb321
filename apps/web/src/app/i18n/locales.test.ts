import { describe, expect, it } from 'vitest';
import { pluralBase, pluralCategories } from '../../lib/plurals';
import { LANGUAGES } from '../../lib/i18n/languages';
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

/** The keys of a catalogue with plural forms folded into their base key (`a.b_one`, `a.b_other` → `a.b`). */
function baseKeys(messages: Map<string, string>): string[] {
  return [...new Set([...messages.keys()].map(pluralBase))].sort();
}

describe('translations', () => {
  it.each(LANGUAGES.filter((l) => l.id !== 'en').map((l) => l.id))(
    '%s has every English key, translated',
    (id) => {
      const other = flatten(resources[id]);
      expect(baseKeys(other)).toEqual(baseKeys(english));
      for (const [key, value] of other) expect(value.trim(), key).not.toBe('');
      // Real translations, not English copies: only names, codes and placeholders may stay identical.
      const same = [...other].filter(([key, value]) => english.get(key) === value).map(([key]) => key);
      expect(same.length / english.size).toBeLessThan(0.1);
    },
  );

  it('keeps interpolation variables in every language', () => {
    for (const { id } of LANGUAGES) {
      for (const [key, value] of flatten(resources[id])) {
        const vars =
          (english.get(key) ?? english.get(`${pluralBase(key)}_other`) ?? '').match(/{{\w+}}/g) ?? [];
        for (const v of vars) expect(value, `${id}:${key}`).toContain(v);
      }
    }
  });

  // Issue 19 item 6: "1 leads". A message that counts ({{count}}) has exactly the plural forms its language
  // needs, by the CLDR rules i18next applies (Intl.PluralRules): en one/other, zh other, ar all six, …
  it.each(LANGUAGES.map((l) => l.id))('%s has the plural forms of every counting message', (id) => {
    const messages = flatten(resources[id]);
    const needed = pluralCategories(id).sort();
    const counting = baseKeys(english).filter((base) =>
      [...english].some(([key, value]) => pluralBase(key) === base && /{{count\b/.test(value)),
    );
    expect(counting.length).toBeGreaterThan(0);
    for (const base of counting) {
      const forms = [...messages.keys()]
        .filter((key) => key !== base && pluralBase(key) === base)
        .map((key) => key.slice(base.length + 1))
        .sort();
      expect(forms, `${id}:${base}`).toEqual(needed);
    }
  });
});
