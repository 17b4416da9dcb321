/*
 * The lead field registry: every fact about a lead field that more than one place needs, stated once.
 * The list SQL (sort keys and their SQL), the grid columns and the column chooser, the CSV export columns
 * and their order, the CSV import mapping with its header aliases, and the web's URL state all derive from
 * `LEAD_FIELDS`. Adding a lead field is one entry here plus a migration (docs/architecture.md).
 */

/** How the list sorts by a field; the server turns each kind into SQL (leads.sort.ts), never per field. */
export type LeadSortKind =
  /** The field's own column on `leads`. */
  | { kind: 'column' }
  /** The name of the user the column points at (assignee, affiliate). */
  | { kind: 'userName' }
  /** The name of the pool the column points at. */
  | { kind: 'poolName' }
  /** The integration send state (spec §4) of `integrations_history`: error, none, sent. */
  | { kind: 'integrationState' };

/** SQL types of sortable values (cast of keyset bounds in exports). */
export type LeadSqlType = 'text' | 'timestamptz' | 'integer' | 'bigint';

/** One lead field. Only what several places need is stated; a field absent from a use has no key for it. */
export interface LeadFieldDef {
  /** SQL column on `leads` (snake case); null for an import-only pseudo field such as `fullName`. */
  readonly column: string | null;
  /** Type of the value the list sorts on (for `userName`/`poolName`: text). */
  readonly sqlType: LeadSqlType;
  /** The sort value can be NULL (NULLs sort last ascending, first descending: PostgreSQL's default). */
  readonly nullable: boolean;
  /** Sortable in the list and the export, and how; absent: not sortable. */
  readonly sort?: LeadSortKind;
  /** A grid column: shown or hidden by default (the column chooser lists every grid column). */
  readonly grid?: 'shown' | 'hidden';
  /** Says who owns the lead (assignee, pool, affiliate): a grid column for admins and the sales floor only. */
  readonly ownership?: true;
  /** 1-based position in the CSV export (spec §9: 16 columns). */
  readonly exportPosition?: number;
  /**
   * Importable from a CSV column; the header spellings recognised for it, compared after `headerKey`
   * (lower case, letters and digits only, any script).
   */
  readonly importAliases?: readonly string[];
}

const col = { kind: 'column' } as const;

/**
 * The registry. Object order is grid order. i18n label key of each field: `leads:columns.<key>` (web).
 * Export positions follow spec §9 (`status` chosen over `source`, docs/decisions.md).
 */
export const LEAD_FIELDS = {
  firstName: {
    column: 'first_name',
    sqlType: 'text',
    nullable: false,
    sort: col,
    grid: 'shown',
    exportPosition: 1,
    importAliases: [
      'firstname',
      'fname',
      'first',
      'givenname',
      'forename',
      'prenom',
      'nombre',
      'vorname',
      'الاسمالاول',
      'الاسمالشخصي',
      '名',
      'имя',
    ],
  },
  lastName: {
    column: 'last_name',
    sqlType: 'text',
    nullable: false,
    sort: col,
    grid: 'shown',
    exportPosition: 2,
    importAliases: [
      'lastname',
      'lname',
      'last',
      'surname',
      'familyname',
      'nom',
      'apellido',
      'nachname',
      'اسمالعايلة',
      'العايلة',
      'اللقب',
      '姓',
      '姓氏',
      'фамилия',
    ],
  },
  fullName: {
    column: null,
    sqlType: 'text',
    nullable: false,
    importAliases: [
      'name',
      'fullname',
      'contactname',
      'leadname',
      'customername',
      'clientname',
      'displayname',
      'الاسم',
      'اسم',
      'الاسمالكامل',
      'الاسمالثلاثي',
      '姓名',
      '名字',
      '全名',
      'фио',
      'полноеимя',
    ],
  },
  email: {
    column: 'email',
    sqlType: 'text',
    nullable: true,
    sort: col,
    grid: 'shown',
    exportPosition: 5,
    importAliases: [
      'email',
      'emailaddress',
      'mail',
      'emailid',
      'courriel',
      'correo',
      'البريدالالكتروني',
      'البريد',
      'الايميل',
      '电子邮件',
      '电子邮箱',
      '邮箱',
      '邮件',
      'электроннаяпочта',
      'элпочта',
      'почта',
    ],
  },
  phoneNumber: {
    column: 'phone_number',
    sqlType: 'text',
    nullable: false,
    sort: col,
    grid: 'shown',
    exportPosition: 3,
    importAliases: [
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
      'رقمالهاتف',
      'الهاتف',
      'هاتف',
      'رقمالجوال',
      'الجوال',
      'جوال',
      'الموبايل',
      'رقمالموبايل',
      '电话',
      '电话号码',
      '手机',
      '手机号',
      '手机号码',
      '联系电话',
      'телефон',
      'мобильныи',
      'номертелефона',
    ],
  },
  country: {
    column: 'country',
    sqlType: 'text',
    nullable: false,
    sort: col,
    grid: 'shown',
    exportPosition: 4,
    importAliases: [
      'country',
      'countrycode',
      'countryname',
      'nation',
      'pays',
      'pais',
      'land',
      'الدولة',
      'البلد',
      'دولة',
      'بلد',
      '国家',
      '国家地区',
      'страна',
    ],
  },
  status: {
    column: 'status',
    sqlType: 'text',
    nullable: false,
    sort: col,
    grid: 'shown',
    exportPosition: 16,
    importAliases: ['status', 'leadstatus'],
  },
  funnel: {
    column: 'funnel',
    sqlType: 'text',
    nullable: true,
    sort: col,
    grid: 'shown',
    exportPosition: 8,
    importAliases: ['funnel', 'funnelstage', 'stage'],
  },
  campaign: {
    column: 'campaign',
    sqlType: 'text',
    nullable: false,
    sort: col,
    grid: 'shown',
    exportPosition: 6,
    importAliases: ['campaign', 'campaignname', 'campaignlabel', 'utmcampaign'],
  },
  platform: {
    column: 'platform',
    sqlType: 'text',
    nullable: true,
    sort: col,
    // Hidden by default, like depositCount and lastCommentAt: the default columns fit 1440 px (issue 19).
    grid: 'hidden',
    exportPosition: 15,
    importAliases: ['platform', 'source', 'leadsource', 'utmsource', 'network', 'channel'],
  },
  assignedTo: {
    column: 'assigned_to',
    sqlType: 'text',
    nullable: true,
    sort: { kind: 'userName' },
    grid: 'shown',
    ownership: true,
  },
  pool: {
    column: 'pool_id',
    sqlType: 'text',
    nullable: true,
    sort: { kind: 'poolName' },
    grid: 'hidden',
    ownership: true,
  },
  affiliate: {
    column: 'affiliate_id',
    sqlType: 'text',
    nullable: true,
    sort: { kind: 'userName' },
    grid: 'hidden',
    ownership: true,
  },
  depositCount: { column: 'deposit_count', sqlType: 'integer', nullable: false, sort: col, grid: 'hidden' },
  depositAmount: { column: 'deposit_amount', sqlType: 'bigint', nullable: false, sort: col, grid: 'hidden' },
  createdAt: { column: 'created_at', sqlType: 'timestamptz', nullable: false, sort: col, grid: 'shown' },
  lastContacted: {
    column: 'last_contacted',
    sqlType: 'timestamptz',
    nullable: true,
    sort: col,
    grid: 'hidden',
  },
  lastCommentAt: {
    column: 'last_comment_at',
    sqlType: 'timestamptz',
    nullable: true,
    sort: col,
    grid: 'hidden',
  },
  integrationState: {
    column: 'integrations_history',
    sqlType: 'text',
    nullable: false,
    sort: { kind: 'integrationState' },
    grid: 'hidden',
  },
  updatedAt: { column: 'updated_at', sqlType: 'timestamptz', nullable: false, sort: col },
  internalId: { column: 'internal_id', sqlType: 'bigint', nullable: false, sort: col },
  personal: {
    column: 'personal',
    sqlType: 'text',
    nullable: true,
    exportPosition: 7,
    importAliases: ['personal', 'notes', 'note', 'comment', 'comments', 'remarks', 'description'],
  },
  uri: {
    column: 'uri',
    sqlType: 'text',
    nullable: true,
    exportPosition: 9,
    importAliases: ['uri', 'url', 'landingpage', 'landingurl', 'pageurl'],
  },
  placement: {
    column: 'placement',
    sqlType: 'text',
    nullable: true,
    exportPosition: 10,
    importAliases: ['placement'],
  },
  campaignid: {
    column: 'campaignid',
    sqlType: 'text',
    nullable: true,
    exportPosition: 11,
    importAliases: ['campaignid', 'utmcampaignid'],
  },
  adgroupid: {
    column: 'adgroupid',
    sqlType: 'text',
    nullable: true,
    exportPosition: 12,
    importAliases: ['adgroupid', 'adgroup', 'adsetid'],
  },
  gclid: { column: 'gclid', sqlType: 'text', nullable: true, exportPosition: 13, importAliases: ['gclid'] },
  wbraid: {
    column: 'wbraid',
    sqlType: 'text',
    nullable: true,
    exportPosition: 14,
    importAliases: ['wbraid'],
  },
} as const satisfies Record<string, LeadFieldDef>;

export type LeadFieldKey = keyof typeof LEAD_FIELDS;
type Fields = typeof LEAD_FIELDS;
type KeysWhere<P extends string> = {
  [K in LeadFieldKey]: Fields[K] extends Record<P, unknown> ? K : never;
}[LeadFieldKey];

/** Registry entries in registry order, typed. */
const ENTRIES = Object.entries(LEAD_FIELDS) as [LeadFieldKey, LeadFieldDef][];
const keysWhere = <P extends keyof LeadFieldDef>(prop: P) =>
  ENTRIES.filter(([, d]) => d[prop] !== undefined).map(([k]) => k);

/** The definition of a field name a client sent, or undefined (never a prototype member). */
export function leadField(key: string): LeadFieldDef | undefined {
  return Object.hasOwn(LEAD_FIELDS, key) ? (LEAD_FIELDS as Record<string, LeadFieldDef>)[key] : undefined;
}

/** Grid column ids, in grid order (`availableColumns` of the list answer). */
export const LEAD_COLUMNS = keysWhere('grid') as readonly KeysWhere<'grid'>[] as readonly [
  KeysWhere<'grid'>,
  ...KeysWhere<'grid'>[],
];
export type LeadColumn = KeysWhere<'grid'>;

/** Grid columns hidden until the user shows them (column chooser). */
export const DEFAULT_HIDDEN_COLUMNS: readonly LeadColumn[] = LEAD_COLUMNS.filter(
  (c) => LEAD_FIELDS[c].grid === 'hidden',
);

/** Fields `sortBy` accepts, on the list and the export; `createdAt` descending is the default. */
export const LEAD_SORT_FIELDS = keysWhere('sort') as readonly KeysWhere<'sort'>[] as readonly [
  KeysWhere<'sort'>,
  ...KeysWhere<'sort'>[],
];
export type LeadSortField = KeysWhere<'sort'>;

/** True when `field` is a sort key (prototype names such as `constructor` are not). */
export function isLeadSortField(field: string): field is LeadSortField {
  return leadField(field)?.sort !== undefined;
}

/** The export columns in export order (spec §9: 16 columns). */
export const EXPORT_COLUMNS = (keysWhere('exportPosition') as KeysWhere<'exportPosition'>[]).sort(
  (a, b) => LEAD_FIELDS[a].exportPosition - LEAD_FIELDS[b].exportPosition,
) as readonly KeysWhere<'exportPosition'>[];
export type ExportColumn = KeysWhere<'exportPosition'>;

/** Fields a CSV column may map to (`fullName` is split on its first space into first and last name). */
export const IMPORT_FIELDS = keysWhere('importAliases') as readonly KeysWhere<'importAliases'>[] as readonly [
  KeysWhere<'importAliases'>,
  ...KeysWhere<'importAliases'>[],
];
export type ImportField = KeysWhere<'importAliases'>;

/** Header aliases per importable field. */
export const HEADER_ALIASES: Readonly<Record<ImportField, readonly string[]>> = Object.fromEntries(
  IMPORT_FIELDS.map((f): [ImportField, readonly string[]] => [f, LEAD_FIELDS[f].importAliases]),
) as Record<ImportField, readonly string[]>;
