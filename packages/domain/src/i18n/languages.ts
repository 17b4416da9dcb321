/** The six interface languages (spec §1); names are endonyms, shown as-is in every language. */
export const LANGUAGES = [
  { id: 'en', name: 'English', dir: 'ltr' },
  { id: 'zh', name: '中文', dir: 'ltr' },
  { id: 'ar', name: 'العربية', dir: 'rtl' },
  { id: 'it', name: 'Italiano', dir: 'ltr' },
  { id: 'es', name: 'Español', dir: 'ltr' },
  { id: 'fr', name: 'Français', dir: 'ltr' },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]['id'];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LANGUAGE: LanguageId = 'en';

/** Narrows any string to a supported language id, falling back to English. */
export function toLanguageId(value: string | null | undefined): LanguageId {
  return LANGUAGES.find((l) => l.id === value)?.id ?? DEFAULT_LANGUAGE;
}

/** True when `value` is one of the six language ids. */
export function isLanguageId(value: unknown): value is LanguageId {
  return LANGUAGES.some((l) => l.id === value);
}

/** Text direction of a language: Arabic is right to left. */
export function languageDirection(id: LanguageId): Direction {
  return LANGUAGES.find((l) => l.id === id)?.dir ?? 'ltr';
}

/**
 * The best of the six languages for an `Accept-Language` header (RFC 9110 §12.5.4): the highest-weighted
 * range whose primary tag is one of ours (`ar-SA` → `ar`, `zh-Hans-CN` → `zh`); `*`, unknown tags and
 * `q=0` are skipped. Undefined when nothing matches (the caller falls back, in the end to English).
 */
export function languageFromAcceptLanguage(header: string | undefined): LanguageId | undefined {
  if (!header) return undefined;
  const ranges = header.split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
  });
  const best = ranges
    .filter((r) => Number.isFinite(r.weight) && r.weight > 0 && isLanguageId(r.primary))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)[0];
  return best ? (best.primary as LanguageId) : undefined;
}
