import { LEAD_FUNNELS, LEAD_STATUSES } from './leads.js';
import { HEADER_ALIASES, IMPORT_FIELDS, type ImportField } from './lead-fields.js';

/*
 * CSV import header guessing (spec §2 CSV import, §3 CSV import row): which lead field a column holds, from
 * its header and a sample of its values, and the status and funnel readings the guess and the rows share.
 * Re-exported by csv-rows.ts.
 */

/** Prefixes of numbered or typed variants: `email_work`, `email2`, `phone_home`, `mobile_2`, `tel1`. */
const VARIANT_PREFIXES: readonly [string, ImportField][] = [
  ['email', 'email'],
  ['mail', 'email'],
  ['phone', 'phoneNumber'],
  ['mobile', 'phoneNumber'],
  ['tel', 'phoneNumber'],
  ['cell', 'phoneNumber'],
];

const VARIANT_SUFFIX =
  /^(?:work|home|other|personal|business|office|mobile|cell|primary|secondary|main|alt|private|direct)?\d*$/;

/**
 * A header reduced to lower-case letters and digits of any script (`First Name` → `firstname`,
 * `Prénom` → `prenom`, `رقم الهاتف` → `رقمالهاتف`, `电子邮件` stays). NFKD splits accents and hamzas off
 * their letters and they are dropped with spaces and punctuation, so aliases are written in this form.
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The field one header most likely holds, or null (column ignored). */
export function guessField(header: string): ImportField | null {
  const key = headerKey(header);
  if (!key) return null;
  for (const field of IMPORT_FIELDS) if (HEADER_ALIASES[field].includes(key)) return field;
  for (const [prefix, field] of VARIANT_PREFIXES) {
    if (key.startsWith(prefix) && VARIANT_SUFFIX.test(key.slice(prefix.length))) return field;
  }
  return null;
}

/**
 * Fields whose column is mapped only when most sample values are valid (a CRM `status` like `warm` is not
 * ours). Not `country`: a column of other countries must reject its rows, not fall back to the default.
 */
const ENUM_CHECKS: Partial<Record<ImportField, (v: string) => boolean>> = {
  status: (v) => normaliseStatus(v) !== undefined,
  funnel: (v) => normaliseFunnel(v) !== undefined,
};

/**
 * The mapping guessed from a header row (one entry per column: a field or null). When `sample` rows are
 * given, a `status` or `funnel` column is mapped only if at least half of its non-empty sample
 * values are valid, so a foreign CRM's `status` (`warm`, `cold`) does not reject every row.
 * Several columns may map to one field (`email_work`, `email_home`): the first non-empty value wins.
 */
export function guessMapping(
  headers: readonly string[],
  sample: readonly (readonly string[])[] = [],
): (ImportField | null)[] {
  const mapping = headers.map(guessField);
  // `name` next to explicit first/last name columns is a company or display name: ignore it.
  if (mapping.includes('firstName') && mapping.includes('lastName')) {
    for (let i = 0; i < mapping.length; i++) if (mapping[i] === 'fullName') mapping[i] = null;
  }
  for (let i = 0; i < mapping.length; i++) {
    const check = ENUM_CHECKS[mapping[i] as ImportField];
    if (!check) continue;
    const values = sample.map((r) => (r[i] ?? '').trim()).filter(Boolean);
    if (values.length > 0 && values.filter(check).length * 2 < values.length) mapping[i] = null;
  }
  return mapping;
}

/** A status written in any case, with spaces or dashes for underscores (`follow up` → FOLLOW_UP). */
export function normaliseStatus(value: string): (typeof LEAD_STATUSES)[number] | undefined {
  const v = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (LEAD_STATUSES as readonly string[]).includes(v) ? (v as (typeof LEAD_STATUSES)[number]) : undefined;
}

/** A funnel stage in any case (`follow up` → 'Follow up'). */
export function normaliseFunnel(value: string): (typeof LEAD_FUNNELS)[number] | undefined {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return LEAD_FUNNELS.find((f) => f.toLowerCase() === v);
}
