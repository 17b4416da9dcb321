import { z } from 'zod';
import {
  COUNTRIES,
  DEFAULT_CAMPAIGN,
  LEAD_FUNNELS,
  LEAD_STATUSES,
  LeadFunnelSchema,
  LeadStatusSchema,
} from './leads.js';
import { countryCodeOf, LeadFormSchema, LeadListQuerySchema, MAX_BULK_IDS } from './lead-schemas.js';

/*
 * CSV import and export of leads (spec §2 CSV import/export, §3 CSV import row, §5 CSV rules, §8 'Error
 * preparing csv' and 'Wrong/Duplicate Leads', §9 export). Pure functions here are shared by the server (which
 * decides) and the web (which may preview): header guessing, cell normalisation and row validation with the
 * add-lead form schema (`LeadFormSchema`).
 */

/** Limits of the import and export endpoints. */
export const CSV_LIMITS = {
  /** Largest upload accepted by `POST /api/leads/import`; more is a 413. */
  maxUploadBytes: 256 * 1024 * 1024,
  /** Most columns a header may have; more is a 400. */
  maxColumns: 1000,
  /** A cell longer than this rejects its row ('row: A cell is longer than 10000 characters'). */
  maxCellChars: 10_000,
  /** A record longer than this stops the parse (a quote opened and never closed swallows the file). */
  maxRecordChars: 8 * 1024 * 1024,
  /** Rows the upload answer shows in `preview`. */
  previewRows: 20,
  /** Rows the upload (and re-preview) validates for `stats`. */
  checkRows: 1000,
  /** Rows per unit of work of an import: their leads, rejections and progress commit together. */
  chunkRows: 5000,
  /** Most rows `POST /api/leads/bulk` takes in one request; more is a 413. */
  bulkMaxRows: 10_000,
  /** Leads fetched per database round trip of an export (keyset batches). */
  exportBatch: 5000,
} as const;

/** Fields a CSV column may map to. `fullName` is split on its first space into first and last name. */
export const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'phoneNumber',
  'country',
  'email',
  'campaign',
  'platform',
  'status',
  'funnel',
  'personal',
  'uri',
  'placement',
  'campaignid',
  'adgroupid',
  'gclid',
  'wbraid',
] as const;
export const ImportFieldSchema = z.enum(IMPORT_FIELDS);
export type ImportField = z.infer<typeof ImportFieldSchema>;

/** Optional text fields stored as they are (after trimming), at most this long. */
const TRACKING_FIELDS = ['uri', 'placement', 'campaignid', 'adgroupid', 'gclid', 'wbraid'] as const;
const TRACKING_MAX = 2000;

/**
 * Header spellings per field, compared after `headerKey` (lower case, letters and digits only), so
 * `First Name`, `first_name`, `firstName` and `FIRST-NAME` are one key. Numbered variants (`email_work`,
 * `phone2`) are matched by prefix in `guessField`.
 */
const HEADER_ALIASES: Record<ImportField, readonly string[]> = {
  firstName: ['firstname', 'fname', 'first', 'givenname', 'forename', 'prenom', 'nombre', 'vorname'],
  lastName: ['lastname', 'lname', 'last', 'surname', 'familyname', 'nom', 'apellido', 'nachname'],
  fullName: ['name', 'fullname', 'contactname', 'leadname', 'customername', 'clientname', 'displayname'],
  phoneNumber: [
    'phonenumber',
    'phone',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'tel',
    'telephone',
    'phoneno',
    'msisdn',
    'whatsapp',
    'number',
    'contactnumber',
  ],
  country: ['country', 'countrycode', 'countryname', 'nation', 'pays', 'pais', 'land'],
  email: ['email', 'emailaddress', 'mail', 'emailid', 'courriel', 'correo'],
  campaign: ['campaign', 'campaignname', 'campaignlabel', 'utmcampaign'],
  platform: ['platform', 'source', 'leadsource', 'utmsource', 'network', 'channel'],
  status: ['status', 'leadstatus'],
  funnel: ['funnel', 'funnelstage', 'stage'],
  personal: ['personal', 'notes', 'note', 'comment', 'comments', 'remarks', 'description'],
  uri: ['uri', 'url', 'landingpage', 'landingurl', 'pageurl'],
  placement: ['placement'],
  campaignid: ['campaignid', 'utmcampaignid'],
  adgroupid: ['adgroupid', 'adgroup', 'adsetid'],
  gclid: ['gclid'],
  wbraid: ['wbraid'],
};

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

/** A header reduced to lower-case letters and digits (`First Name` → `firstname`). */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
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

/**
 * Undoes our own export escaping: a cell `'=x` (an apostrophe before `= + - @`, tab, CR, LF or NUL) reads
 * back as `=x`, so an export re-imports to the same values.
 */
export function unescapeCell(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_START.test(value[1]!) ? value.slice(1) : value;
}

/** First characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/**
 * A cell safe to open in a spreadsheet: one starting with `= + - @`, tab, CR, LF or NUL gets a leading
 * apostrophe (OWASP). Phone numbers are exported as `966-5012345678` (they start with a digit) and so are
 * never escaped.
 */
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? "'" + value : value;
}

/**
 * Phone cell → the 10 national digits the form wants, and the country its international prefix names.
 * - An extension (`x371`, `ext. 12`, `#5`) is dropped; spaces, dashes, dots and brackets are ignored.
 * - `+CC…` or `00CC…` with the dial code of a listed country (spec §9) and 10 digits after it gives those
 *   10 digits and that country; any other international number is returned unchanged (it fails the rule).
 * - Without `+`: exactly 10 digits are national; the stored form `966-5012345678` (dial code of `country`,
 *   or of any listed country when `country` is unknown, then 10 digits) is read back too.
 * Anything else is returned as its digits and fails 'Phone Number must be 10 digits': e.g. the US number
 * `1-955-371-0847 x371` has 11 digits (the spec's countries are the Gulf ones, docs/decisions.md).
 */
export function parsePhone(raw: string, country: string | undefined): { digits: string; country?: string } {
  const text = raw.trim().replace(/\s*(?:x|ext\.?|extension|#)\s*\d+\s*$/i, '');
  const international = /^\s*(?:\+|00)/.test(text);
  let digits = text.replace(/\D/g, '');
  if (international && digits.startsWith('00')) digits = digits.slice(2);
  const candidates = country ? COUNTRIES.filter((c) => c.code === country) : COUNTRIES;
  if (!international && digits.length === 10) return { digits };
  for (const c of candidates) {
    if (digits.startsWith(c.dialCode) && digits.length === c.dialCode.length + 10) {
      return { digits: digits.slice(c.dialCode.length), country: c.code };
    }
  }
  return { digits: international ? '+' + digits : digits };
}

/** How missing values are filled (a default applies only where the row's own cell is empty). */
export const ImportDefaultsSchema = z
  .object({
    country: z.string().trim().max(20).optional().describe('Code or name from the list, e.g. SA'),
    campaign: z.string().trim().max(121).optional().describe(`Default ${DEFAULT_CAMPAIGN}`),
    status: LeadStatusSchema.optional().describe('Default NEW'),
    funnel: LeadFunnelSchema.optional(),
    platform: z.string().trim().max(40).optional(),
    assignedTo: z.uuid('assignedTo must be a user id').optional().describe('Assignee of every imported lead'),
    poolId: z.uuid('poolId must be a pool id').optional().describe('Round-robin over the pool members'),
  })
  .strict()
  .refine((d) => !(d.assignedTo && d.poolId), {
    message: 'Choose an assignee or a pool',
    path: ['assignedTo'],
  });
export type ImportDefaults = z.infer<typeof ImportDefaultsSchema>;

/** One entry per CSV column, in header order: the field it fills, or null to ignore it. */
export const ImportMappingSchema = z.array(ImportFieldSchema.nullable()).max(1000);
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

/** A row ready for the database: validated, normalised, phone in stored `prefix-number` form. */
export interface ImportedLead {
  firstName: string;
  lastName: string;
  /** `dialCode-digits`, e.g. 966-5012345678 (spec §3 'prefix-number'). */
  phoneNumber: string;
  email: string;
  country: string;
  campaign: string;
  platform: string | null;
  status: string;
  funnel: string | null;
  personal: string | null;
  uri: string | null;
  placement: string | null;
  campaignid: string | null;
  adgroupid: string | null;
  gclid: string | null;
  wbraid: string | null;
  /** Fields whose value came from the row itself (not a default): what "update existing" overwrites. */
  fromRow: ImportField[];
}

export interface RowError {
  field: string;
  message: string;
}

/** A rejection reason as the report writes it: `field: message; field: message`. */
export const reasonOf = (errors: readonly RowError[]) =>
  errors.map((e) => `${e.field}: ${e.message}`).join('; ');

/**
 * One CSV record → a lead or the reasons it is rejected. Cells are trimmed and un-escaped; the first
 * non-empty cell of each field wins; defaults fill empty fields; the email is lower-cased; the phone goes
 * through `parsePhone`; then the add-lead form schema decides (spec §5 messages). Tracking fields (uri,
 * placement, campaignid, adgroupid, gclid, wbraid) are kept up to 2000 characters.
 */
export function normaliseRow(
  record: readonly string[],
  mapping: readonly (ImportField | null)[],
  defaults: ImportDefaults,
): { lead: ImportedLead; errors?: undefined } | { lead?: undefined; errors: RowError[] } {
  const cells: Partial<Record<ImportField, string>> = {};
  for (let i = 0; i < mapping.length; i++) {
    const field = mapping[i];
    if (!field || cells[field] !== undefined) continue;
    const cell = record[i];
    if (cell === undefined) continue;
    if (cell.length > CSV_LIMITS.maxCellChars) {
      return {
        errors: [{ field: 'row', message: `A cell is longer than ${CSV_LIMITS.maxCellChars} characters` }],
      };
    }
    const value = unescapeCell(cell.trim()).trim();
    if (value) cells[field] = value;
  }
  if (cells.fullName && !cells.firstName && !cells.lastName) {
    const [first, ...rest] = cells.fullName.split(/\s+/);
    cells.firstName = first;
    if (rest.length) cells.lastName = rest.join(' ');
  }
  const fromRow = (Object.keys(cells) as ImportField[]).filter((f) => f !== 'fullName');
  const errors: RowError[] = [];

  const countryCell = cells.country;
  const rowCountry = countryCell !== undefined ? countryCodeOf(countryCell) : undefined;
  const phone = parsePhone(cells.phoneNumber ?? '', countryCell !== undefined ? rowCountry : undefined);
  const countryText = countryCell ?? phone.country ?? defaults.country ?? '';
  const statusCell = cells.status;
  const status = statusCell !== undefined ? normaliseStatus(statusCell) : (defaults.status ?? 'NEW');
  if (status === undefined) errors.push({ field: 'status', message: 'Unknown status' });
  const funnelCell = cells.funnel;
  const funnel = funnelCell !== undefined ? normaliseFunnel(funnelCell) : (defaults.funnel ?? null);
  if (funnel === undefined) errors.push({ field: 'funnel', message: 'Unknown funnel' });

  const parsed = LeadFormSchema.safeParse({
    firstName: cells.firstName ?? '',
    lastName: cells.lastName ?? '',
    phoneNumber: phone.digits,
    email: (cells.email ?? '').toLowerCase(),
    country: countryText,
    campaign: cells.campaign ?? (defaults.campaign || DEFAULT_CAMPAIGN),
    platform: cells.platform ?? defaults.platform ?? null,
    personal: cells.personal ?? null,
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, message: issue.message });
    }
  }
  for (const f of TRACKING_FIELDS) {
    if ((cells[f]?.length ?? 0) > TRACKING_MAX)
      errors.push({ field: f, message: `At most ${TRACKING_MAX} characters` });
  }
  if (!parsed.success || errors.length > 0) return { errors: sortErrors(errors) };

  const form = parsed.data;
  const country = countryCodeOf(form.country)!;
  const dial = COUNTRIES.find((c) => c.code === country)!.dialCode;
  return {
    lead: {
      firstName: form.firstName,
      lastName: form.lastName,
      phoneNumber: `${dial}-${form.phoneNumber}`,
      email: form.email,
      country,
      campaign: form.campaign,
      platform: form.platform ? form.platform.toLowerCase() : null,
      status: status!,
      funnel: funnel ?? null,
      personal: form.personal ?? null,
      uri: cells.uri ?? null,
      placement: cells.placement ?? null,
      campaignid: cells.campaignid ?? null,
      adgroupid: cells.adgroupid ?? null,
      gclid: cells.gclid ?? null,
      wbraid: cells.wbraid ?? null,
      fromRow,
    },
  };
}

const FIELD_ORDER: readonly string[] = ['row', ...IMPORT_FIELDS];
function sortErrors(errors: RowError[]): RowError[] {
  return errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

/** Duplicate reasons (the rows are listed under 'Wrong/Duplicate Leads', spec §8). */
export const DUPLICATE = {
  phoneInFile: { field: 'phoneNumber', message: 'Duplicate of an earlier row in the file' },
  emailInFile: { field: 'email', message: 'Duplicate of an earlier row in the file' },
  phoneExisting: { field: 'phoneNumber', message: 'A lead with this phone number already exists' },
  emailExisting: { field: 'email', message: 'A lead with this email already exists' },
  twoLeads: { field: 'row', message: 'Phone and email belong to two different leads' },
} as const satisfies Record<string, RowError>;

/* ---------- API contract ---------- */

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export const CSV_ENCODINGS = ['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const ImportStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/** One previewed row: its line, the normalised lead (null when rejected) and the reasons. */
export const ImportPreviewRowSchema = z.object({
  line: z.number().int().describe('Line of the file (the header is line 1)'),
  values: z.array(z.string()).describe('The original cells'),
  lead: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phoneNumber: z.string(),
      email: z.string(),
      country: z.string(),
      campaign: z.string(),
      platform: z.string().nullable(),
      status: z.string(),
      funnel: z.string().nullable(),
    })
    .nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  duplicate: z.boolean().describe('Valid, but its phone or email exists already or earlier in the file'),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

export const ImportStatsSchema = z.object({
  rowsChecked: z.number().int().describe(`The first rows of the file, at most ${CSV_LIMITS.checkRows}`),
  valid: z.number().int().describe('Rows that pass validation (duplicates included)'),
  rejected: z.number().int().describe('Rows that fail validation'),
  rejectedByRule: z.record(z.string(), z.number().int()).describe("Key 'field: message' → rows"),
  duplicates: z
    .number()
    .int()
    .describe('Valid rows whose phone or email exists already or earlier in the file'),
});
export type ImportStats = z.infer<typeof ImportStatsSchema>;

/** Answer of the upload and of the re-preview. */
export const ImportPreviewResponseSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  delimiter: z.enum(CSV_DELIMITERS),
  encoding: z.enum(CSV_ENCODINGS),
  headers: z.array(z.string()),
  mapping: ImportMappingSchema,
  defaults: ImportDefaultsSchema,
  fields: z.array(ImportFieldSchema).describe('Every field a column may map to'),
  totalEstimate: z.number().int().describe('Data rows in the file (exact when the file was read to its end)'),
  preview: z.array(ImportPreviewRowSchema),
  stats: ImportStatsSchema,
});
export type ImportPreviewResponse = z.infer<typeof ImportPreviewResponseSchema>;

/** `POST /api/leads/import/:id/preview`: validate the first rows again with another mapping or defaults. */
export const ImportPreviewBodySchema = z
  .object({ mapping: ImportMappingSchema.optional(), defaults: ImportDefaultsSchema.optional() })
  .strict();

/** `POST /api/leads/import/:id/start`. */
export const ImportStartBodySchema = z
  .object({
    mapping: ImportMappingSchema.optional().describe('Default: the guessed mapping'),
    defaults: ImportDefaultsSchema.default({}),
    updateExisting: z.boolean().default(false).describe('Rows matching a lead you can see update it'),
  })
  .strict();
export type ImportStartBody = z.infer<typeof ImportStartBodySchema>;

/** Progress of one import (`GET /api/leads/import/:id`), also the rows of `GET /api/leads/imports`. */
export const ImportProgressSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  status: ImportStatusSchema,
  cancelRequested: z.boolean(),
  total: z.number().int().describe('Data rows in the file (an estimate until the import ends)'),
  rowsRead: z.number().int().describe('Rows whose outcome is committed'),
  imported: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int().describe("Rows in the 'Wrong/Duplicate Leads' report"),
  rate: z.number().describe('Rows per second since the start'),
  etaSeconds: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

export const ImportListResponseSchema = z.object({
  rows: z.array(ImportProgressSchema),
  count: z.number().int(),
});
export const ImportIdParamSchema = z.object({ id: z.uuid('id must be a UUID') });

/** `POST /api/leads/bulk` (spec §7: data list from CSV parsed by the client). Keys are CSV headers. */
export const BulkImportBodySchema = z.object({
  data: z.array(z.record(z.string().max(200), z.unknown())).describe('Rows keyed by header'),
  defaults: ImportDefaultsSchema.optional(),
  updateExisting: z.boolean().default(false),
});
export const BulkImportErrorSchema = z.object({
  op: z.record(z.string(), z.unknown()).describe('The row as sent'),
  message: z.string().describe("'field: message; …'"),
  row: z.number().int().describe('1-based position in data'),
});
export const BulkImportResponseSchema = z.object({
  message: z.string(),
  imported: z.number().int(),
  updated: z.number().int(),
  errors: z.array(BulkImportErrorSchema),
});
export type BulkImportResponse = z.infer<typeof BulkImportResponseSchema>;

/** The 16 export columns, in order (spec §9; `status` chosen over `source`: docs/decisions.md). */
export const EXPORT_COLUMNS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'country',
  'email',
  'campaign',
  'personal',
  'funnel',
  'uri',
  'placement',
  'campaignid',
  'adgroupid',
  'gclid',
  'wbraid',
  'platform',
  'status',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** `GET /api/leads/export`: the leads list query without paging (filters, keywords, sortBy). */
export const LeadExportQuerySchema = LeadListQuerySchema.omit({ page: true, limit: true });
export type LeadExportQuery = z.output<typeof LeadExportQuerySchema>;

/** `POST /api/leads/export`: the selected leads (spec §7 export with ids). */
export const LeadExportBodySchema = z
  .object({
    ids: z
      .array(z.uuid('Every id must be a UUID'), { error: 'Select at least one lead' })
      .min(1, 'Select at least one lead')
      .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} leads at once`),
    sortBy: LeadListQuerySchema.shape.sortBy,
  })
  .strict();
export type LeadExportBody = z.output<typeof LeadExportBodySchema>;

/** `Leads-20260131-120000.csv` (spec §9: 'Leads' plus a timestamp, UTC). */
export function exportFileName(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/\..*$/, '').replace(/[-:]/g, '').replace('T', '-');
  return `Leads-${stamp}.csv`;
}
