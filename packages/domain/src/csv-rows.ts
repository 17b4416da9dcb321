import { z } from 'zod';
import { DEFAULT_CAMPAIGN, LeadFunnelSchema, LeadStatusSchema } from './leads.js';
import { EXPORT_COLUMNS, IMPORT_FIELDS, type ImportField } from './lead-fields.js';
import { normaliseFunnel, normaliseStatus } from './csv-headers.js';
import { countryCodeOf, LeadFormFieldsSchema } from './lead-schemas.js';
import { hasNulCell, NUL_CELL_MESSAGE, unescapeCell } from './csv-cells.js';
import { isPhoneRegion, normalizePhone } from './phones.js';
import { messageText } from './messages.js';
import { LEAD_ORIGIN_FIELDS, ORIGIN_MAX_CHARS, type LeadOriginField } from './lead-origin.js';

export * from './csv-headers.js';

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

/** A field a CSV column may map to (the registry's importable fields). */
export const ImportFieldSchema = z.enum(IMPORT_FIELDS);

/** How missing values are filled (a default applies only where the row's own cell is empty). */
export const ImportDefaultsSchema = z
  .object({
    country: z.string().trim().max(20).optional().describe('Code or name from the list, e.g. SA'),
    campaign: z.string().trim().max(121).optional().describe(`Default ${DEFAULT_CAMPAIGN}`),
    status: LeadStatusSchema.optional().describe('Default NEW'),
    funnel: LeadFunnelSchema.optional(),
    platform: z.string().trim().max(40).optional(),
    assignedTo: z
      .uuid('assignedTo must be a user id')
      .nullable()
      .optional()
      .describe(
        'Assignee of every imported lead; null: nobody (unassigned, managers and admins); absent: the add-lead rule',
      ),
    poolId: z.uuid('poolId must be a pool id').optional().describe('Round-robin over the pool members'),
    phoneRegion: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isPhoneRegion, 'Unknown phone region')
      .optional()
      .describe('ISO region phones without a country code are read in when the row has no country, e.g. US'),
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
 * through `normalizePhone` in the row's country (else `defaults.phoneRegion`, else `defaults.country`); then the add-lead form schema decides (spec §5 messages). The lead's origin fields
 * (`LEAD_ORIGIN_FIELDS`: uri, placement, campaignid, adgroupid, gclid, wbraid) are kept up to their
 * `ORIGIN_MAX_CHARS`, as the intake and the add-lead API keep them. A row with a NUL in
 * any cell (mapped or not) is rejected as `row: A cell contains a NUL character` (PostgreSQL cannot store it).
 */
export function normaliseRow(
  record: readonly string[],
  mapping: readonly (ImportField | null)[],
  defaults: ImportDefaults,
): { lead: ImportedLead; errors?: undefined } | { lead?: undefined; errors: RowError[] } {
  if (hasNulCell(record)) return { errors: [{ field: 'row', message: NUL_CELL_MESSAGE }] };
  const cells = readCells(record, mapping);
  if (cells === 'tooLong') {
    return {
      errors: [{ field: 'row', message: `A cell is longer than ${CSV_LIMITS.maxCellChars} characters` }],
    };
  }
  const fromRow = (Object.keys(cells) as ImportField[]).filter((f) => f !== 'fullName');
  const errors: RowError[] = [];
  const phone = readPhone(cells, defaults);
  if (phone && !phone.ok) errors.push({ field: 'phoneNumber', message: messageText(phone.reason) });
  const status = cells.status !== undefined ? normaliseStatus(cells.status) : (defaults.status ?? 'NEW');
  if (status === undefined) errors.push({ field: 'status', message: 'Unknown status' });
  const funnel = cells.funnel !== undefined ? normaliseFunnel(cells.funnel) : (defaults.funnel ?? null);
  if (funnel === undefined) errors.push({ field: 'funnel', message: 'Unknown funnel' });
  const form = checkForm(cells, defaults, phone, errors);
  // The lead's origin fields, stored as they are (after trimming), bounded as every other path bounds them.
  for (const f of LEAD_ORIGIN_FIELDS) {
    if ((cells[f]?.length ?? 0) > ORIGIN_MAX_CHARS[f])
      errors.push({ field: f, message: `At most ${ORIGIN_MAX_CHARS[f]} characters` });
  }
  if (!form || errors.length > 0) return { errors: sortErrors(errors) };
  return {
    lead: {
      firstName: form.firstName,
      lastName: form.lastName,
      // The phone's own dial code (`1-4152933313` for a US number of a Saudi lead).
      phoneNumber: phone?.ok ? phone.stored : '',
      email: form.email,
      country: countryCodeOf(form.country)!,
      campaign: form.campaign,
      platform: form.platform ? form.platform.toLowerCase() : null,
      status: status!,
      funnel: funnel ?? null,
      personal: form.personal ?? null,
      ...trackingOf(cells),
      fromRow,
    },
  };
}

type Cells = Partial<Record<ImportField, string>>;

/**
 * The mapped cells of a record, trimmed and un-escaped; the first non-empty cell of a field wins; a full
 * name fills first and last name when neither has its own column. `tooLong`: a cell is past the limit.
 */
function readCells(record: readonly string[], mapping: readonly (ImportField | null)[]): Cells | 'tooLong' {
  const cells: Cells = {};
  for (let i = 0; i < mapping.length; i++) {
    const field = mapping[i];
    if (!field || cells[field] !== undefined) continue;
    const cell = record[i];
    if (cell === undefined) continue;
    if (cell.length > CSV_LIMITS.maxCellChars) return 'tooLong';
    const value = unescapeCell(cell.trim()).trim();
    if (value) cells[field] = value;
  }
  if (cells.fullName && !cells.firstName && !cells.lastName) {
    const [first, ...rest] = cells.fullName.split(/\s+/);
    cells.firstName = first;
    if (rest.length) cells.lastName = rest.join(' ');
  }
  return cells;
}

/**
 * Issue 19 item 3: a phone is read in the row's country, else the picked phone region, else the default
 * country; one that is not valid there is refused with its reason (never re-prefixed).
 */
function readPhone(cells: Cells, defaults: ImportDefaults) {
  if (cells.phoneNumber === undefined) return undefined;
  const rowHasCountry = cells.country !== undefined;
  const region = rowHasCountry ? countryCodeOf(cells.country!) : (defaults.phoneRegion ?? defaults.country);
  return normalizePhone(cells.phoneNumber, region, { regionIsDefault: !rowHasCountry });
}

/**
 * The add-lead form's rules on the row (its phone rule is `readPhone`'s reading, with the import's
 * region); each field's first issue is pushed onto `errors`. Null when the form refuses the row.
 */
function checkForm(
  cells: Cells,
  defaults: ImportDefaults,
  phone: ReturnType<typeof readPhone>,
  errors: RowError[],
) {
  const phoneCountry = phone?.ok ? countryCodeOf(phone.region) : undefined;
  const parsed = LeadFormFieldsSchema.safeParse({
    firstName: cells.firstName ?? '',
    lastName: cells.lastName ?? '',
    // A refused phone already has its reason.
    phoneNumber: phone === undefined ? '' : phone.ok ? phone.national : '-',
    email: (cells.email ?? '').toLowerCase(),
    country: cells.country ?? phoneCountry ?? defaults.country ?? '',
    campaign: cells.campaign ?? (defaults.campaign || DEFAULT_CAMPAIGN),
    platform: cells.platform ?? defaults.platform ?? null,
    personal: cells.personal ?? null,
  });
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'row');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: messageText(issue.message) });
  }
  return null;
}

/** The lead's origin fields as stored: the row's value or null. */
function trackingOf(cells: Cells): Record<LeadOriginField, string | null> {
  const out = {} as Record<LeadOriginField, string | null>;
  for (const f of LEAD_ORIGIN_FIELDS) out[f] = cells[f] ?? null;
  return out;
}

/** Reasons are listed in the export's column order (the order a user reads a row in). */
const FIELD_ORDER: readonly string[] = ['row', ...EXPORT_COLUMNS, ...IMPORT_FIELDS];
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
