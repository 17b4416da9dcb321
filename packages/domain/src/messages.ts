import { PROBLEMS } from './problems.js';

/**
 * User-facing texts (spec §5 validation, §8 catalogue), English, keyed. Schemas and services state a
 * message by its key (`MSG.validation.firstName` = 'validation.firstName'); the API answers the key (and
 * params) beside its English text; the web translates the key (`t(key, params)`), never the English.
 */
export const VALIDATION = {
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  phoneNumber: 'Phone Number must be 10 digits',
  // Phones read by normalizePhone (issue 19 item 3 and D): the import, the lead form and the intake.
  phoneNoRegion: 'The number has no country code: choose the phones’ region',
  phoneInvalidForRegion: 'Not a valid phone number for its country',
  phoneOtherCountry: 'The number’s country code is not the row’s country',
  phoneUnreadable: 'Not a phone number',
  email: 'Wrong email',
  country: 'Country is required',
  unknownCountry: 'Choose a country from the list (its name or its code, e.g. AE)',
  campaignName: 'Campaign Name is required and must not contain spaces',
  description: 'DESCRIPTION is required',
  required: 'Required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 1024 characters',
  name: 'Name is required',
  uuid: 'Every id must be a UUID',
  dateFormat: 'Use a date like 2026-01-31 or an ISO 8601 instant',
  timeZone: 'Unknown time zone',
  searchEmpty: 'Type something to search',
  selectLeads: 'Select at least one lead',
  tooManyLeads: 'At most 50000 leads at once',
  commentRequired: 'Comment is required',
  statusRequired: 'Status is required',
  unknownStatus: 'Unknown status',
  funnelRequired: 'Funnel is required',
  unknownFunnel: 'Unknown funnel',
  userOrPool: 'Choose a user or a pool',
  unknownQuickAction: 'Unknown quick action',
  currency: 'Currency must be a 3-letter code',
  textInvalid: 'Text must not contain NUL characters or broken Unicode',
  // Strict requests (issue 18 item 6): `fields` = the unknown names, `allowed` = the names the place takes.
  unknownFields: 'Unknown field(s): {{fields}}. Allowed here: {{allowed}}',
  noFieldsAllowed: 'Unknown field(s): {{fields}}. This request takes no fields here',
  pictureUrl: 'Picture must be an http(s) link or a PNG, JPEG, GIF or WebP image of at most 150 KB',
  // Lead pipeline: deposits, API keys, intake, visitors (docs/decisions.md "Lead pipeline").
  leadId: 'leadId must be a UUID',
  depositAmount: 'Amount must be a whole number of minor units above 0',
  depositTime: 'occurredAt must be an ISO 8601 instant with an offset, not in the future',
  transactionId: 'transactionId must be 1 to 200 characters',
  idempotencyKey: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
  ipAddress: 'ip must be an IPv4 or IPv6 address',
  visitorId: 'visitorId must be a UUID returned by GET /api/visitor',
  extraTooLarge: 'extra must be a JSON object of at most 50 keys and 8 KB',
  intakeRuleTarget: 'Choose an affiliate, a campaign, or both',
  // Domains and hosting (docs/decisions.md "Domains and hosting").
  domainRequired: 'Domain is required',
  domainOnlyName: 'Enter only the domain name, like example.com (no https://, path, port or spaces)',
  domainUnderscore: 'A domain name cannot contain underscores (_)',
  domainEmptyLabel: 'A domain name cannot have empty parts (two dots in a row or a leading dot)',
  domainInvalid: 'Use only letters, digits and hyphens in each part of the domain name',
  domainTooLong: 'A domain name can have at most 253 characters',
  domainTooLongForRecord:
    'A domain name can have at most 242 characters here (its _leadhouse TXT record must fit in 253)',
  domainTwoLabels: 'Enter a full domain name with at least two parts, like example.com',
  domainLabelTooLong: 'Each part of a domain name can have at most 63 characters',
  domainHyphen: 'A part of a domain name cannot start or end with a hyphen',
  domainIp: 'Enter a domain name, not an IP address',
  domainOrigin: 'Origin can have at most 200 characters',
  hostingTitle: 'Title is required (at most 120 characters)',
  hostingText: 'Text is too long',
  // Campaigns and analytics (docs/decisions.md "Campaigns and analytics").
  campaignLink: 'Link must be a full http(s) address, like https://example.com/offer',
  // Picker filters (issue 19 "Pickers, not free text").
  filterOptionField: 'Choose options of CAMPAIGNS, SOURCE, POOL, EMPLOYEE or AFFILIATE',
  filterOptionValues: 'Ask for the names of at most 50 values at once',
  reportDay: 'Use a day like 2026-01-31',
  reportWindow: 'from must be on or before to, and the window at most 400 days',
  reportGroup: 'Group by day, campaign, adGroup, platform, status or funnel',
  revenueGroup: 'Group revenue by campaign, source, affiliate or buyer',
  // Accounts and the funds ledger (docs/decisions.md "Accounts and the funds ledger").
  moneyAmount: 'Amount must be a whole number of minor units (1050 = 10.50)',
  stageName: 'Stage name must be 2 to 120 characters',
  accountDateRange: 'Choose a from day on or before the to day',
  accountPeriodTooLong: 'Choose a period of at most 366 days',
  ledgerDay: 'Choose a day from 2000-01-01 to one year from today',
  // Lead distribution (issue 22, docs/decisions.md "Lead distribution (issue 22)").
  distributionCap: 'A cap must be a whole number from 0 to 1000000000',
  scheduleHour: 'Hours must be whole numbers from 0 to 23',
  duplicateDays: 'The duplicate look-back must be 1 to 3650 days',
  flowPriority: 'A priority must be a whole number from 1 to 1000',
  flowWeight: 'A weight must be a whole number from 1 to 1000',
  flowMaxBuyers: 'Buyers per lead must be a whole number from 1 to 20',
  holdMinutes: 'The hold time must be 0 to 43200 minutes (30 days)',
  returnWindowHours: 'The return window must be 0 to 8760 hours (a year)',
  maxAttempts: 'Attempts per lead must be a whole number from 1 to 50',
  moneyCapNeedsPrice: 'Set a price per lead before a money cap',
  flowBuyers: 'A flow needs 1 to 100 buyers',
  flowBuyerTwice: 'Each buyer may appear once in a flow',
  returnReason: 'Give a reason of 1 to 500 characters',
} as const;

export const MESSAGES = {
  loginSuccess: 'Login successfully!',
  loginFailed: 'Invalid email or password!',
  forgotPasswordSent: 'A mail has been sent on your email address with reset password link.',
  signUpCreated:
    'Thank you. If this address is new, your account has been created and an administrator must activate it before you can sign in; if it is already registered, we have e-mailed its owner.',
  passwordReset: 'Your password has been changed. You can sign in now.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  accountInactive: 'Your account is not active yet. An administrator must activate it.',
  userAdded: 'User has been added Successfully!',
  leadAdded: 'Lead has been added Successfully!',
  leadUpdated: 'Lead has been Updated!',
  commentAdded: 'Comment has been added Successfully!',
  statusChanged: 'Status changed Successfully!',
  funnelChanged: 'Funnel changed Successfully!',
  leadsAssigned: 'Leads Assigned Successfully',
  leadsDeleted: 'Leads Deleted Successfully',
  csvError: 'Error preparing csv',
  wrongLeads: 'Wrong/Duplicate Leads',
  notFound: 'Oops, something went wrong. Page not found!',
  genericError: 'ERROR',
  unavailable: 'The service is unavailable for a moment. Try again.',
  depositRecorded: 'Deposit recorded',
  depositReplayed: 'This transaction was already recorded on this lead',
  apiKeyInvalid: 'Invalid or revoked API key',
  apiKeyRateLimited: 'Too many leads for this API key. Retry after {{seconds}} seconds.',
  idempotencyMismatch: 'This Idempotency-Key was used with a different body',
  intakeDuplicate: 'A lead with this phone number or email already exists',
  visitorRateLimited: 'Too many visits from this address. Retry later.',
  domainTaken: 'This domain has already been added',
  domainNotVerified: 'The domain must be verified before it can serve a landing page',
  campaignAdded: 'CAMPAIGN Added Successfully!',
  campaignUpdated: 'Campaign updated',
  campaignNameTaken: 'A campaign with this name already exists',
  // Campaign pause (issue 19 "Campaign decisions"): the intake's answer to a partner.
  campaignPaused:
    'The campaign {{campaign}} is paused and takes no new leads: hold them and post again once it is resumed, or post them to another campaign',
  accountCreated: 'Account created Successfully',
  accountCreateError: 'Error create account',
  accountSaved: 'Account saved',
  accountActivated: 'Account activated/deactivated Successfully',
  accountActivateError: 'Error activate/deactivate',
  typeSubscribed: 'Type subscribed to account successfully',
  subscriptionError: 'Error subscription',
  fundsAdded: 'Funds added successfully',
  fundsError: 'Error adding funds',
  spendAdded: 'Spend item added',
  reversalDone: 'Transaction reversed',
  moneyReplayed: 'This request was already recorded; this is its first answer',
  insufficientFunds: 'Not enough funds: the balance may not go below {{limit}} (minor units)',
  idempotencyKeyRequired: 'Send an Idempotency-Key header or an idempotencyKey field with every money call',
  alreadyReversed: 'This transaction was already reversed',
  reversalNotReversible: 'A reversal cannot be reversed',
  depositReversed: 'Deposit reversed',
  depositAlreadyReversed: 'This deposit was already reversed',
  moneyBooksFull:
    'This amount would take the books past {{max}} minor units, the most they can hold exactly; nothing was recorded',
  planTypeSaved: 'Plan type saved',
  accountNotTakingLeads: 'The account {{account}} is {{state}}: its keys and integrations take no leads',
  accountDailyLeadLimit:
    'The account {{account}} has taken its {{limit}} leads for today; it takes leads again tomorrow',
  // Undo and saved views (issue 19, docs/decisions.md "Undo and saved views").
  actionUndone: 'Undone: {{restored}} restored, {{skipped}} changed since and kept',
  undoExpired: 'This action is older than {{minutes}} minutes and can no longer be undone',
  undoAlreadyDone: 'This action was already undone',
  savedViewNameTaken: 'You already have a view with this name',
  savedViewsFull: 'You have {{max}} saved views: delete one before saving another',
  // Lead distribution (issue 22).
  flowBuyerUnknown: 'A buyer of this flow is not an integration: {{integrationId}}',
  flowBuyerNotBuyer:
    'A buyer of this flow has no buyer settings: turn them on in its integration first ({{integrationId}})',
  returnWindowOver: 'The return window of {{hours}} hours for this lead is over',
  notSoldToBuyer: 'This buyer does not hold this lead: it cannot return it',
  noTotalCap: 'This buyer has no total cap: there is nothing to count again',
} as const;

type Catalogue = { validation: typeof VALIDATION; messages: typeof MESSAGES; problems: typeof PROBLEMS };
const CATALOGUE: Catalogue = { validation: VALIDATION, messages: MESSAGES, problems: PROBLEMS };

/** A message key: `validation.<name>`, `messages.<name>` or `problems.<name>`. */
export type MessageKey = {
  [G in keyof Catalogue]: `${G}.${Extract<keyof Catalogue[G], string>}`;
}[keyof Catalogue];

function keysOf<G extends keyof Catalogue>(group: G) {
  return Object.fromEntries(Object.keys(CATALOGUE[group]).map((k) => [k, `${group}.${k}`])) as {
    readonly [K in Extract<keyof Catalogue[G], string>]: `${G}.${K}`;
  };
}

/** Message keys by group: `MSG.validation.firstName` is `'validation.firstName'`. */
export const MSG = {
  validation: keysOf('validation'),
  messages: keysOf('messages'),
  problems: keysOf('problems'),
} as const;

/** True when `value` is a key of the catalogue (own keys only: `constructor` is not). */
export function isMessageKey(value: string): value is MessageKey {
  const dot = value.indexOf('.');
  if (dot < 0) return false;
  const group = value.slice(0, dot);
  return (
    (group === 'validation' || group === 'messages' || group === 'problems') &&
    Object.hasOwn(CATALOGUE[group], value.slice(dot + 1))
  );
}

/**
 * The English text of a message key, with `{{name}}` placeholders filled from `params`; any other string
 * is returned as it is (texts not yet in the catalogue).
 */
export function messageText(keyOrText: string, params?: Record<string, string | number>): string {
  if (!isMessageKey(keyOrText)) return keyOrText;
  const dot = keyOrText.indexOf('.');
  const group = keyOrText.slice(0, dot) as keyof Catalogue;
  const text = (CATALOGUE[group] as Record<string, string>)[keyOrText.slice(dot + 1)]!;
  return params ? text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => String(params[name] ?? m)) : text;
}
