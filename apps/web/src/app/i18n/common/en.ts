import { DOMAIN_TEXTS } from '@leadhouse/domain';

const domain = DOMAIN_TEXTS.en;
import type { Localized } from '../../../lib/plurals';

/** The common namespace (shared components, errors, the domain's labels), English: the reference. */
export const commonEn = {
  appName: 'Leadhouse',
  loading: 'Loading…',
  actions: {
    save: 'Save',
    cancel: 'Cancel',
    create: 'Create',
    edit: 'Edit',
    delete: 'Delete',
    close: 'Close',
    search: 'Search',
    clear: 'Clear',
    retry: 'Try again',
  },
  status: { active: 'Active', inactive: 'Inactive', all: 'All' },
  empty: {
    noRecord: 'No record found',
    noNotifications: 'No notifications found',
    noMessages: 'No messages found',
    noApplications: 'No applications found',
  },
  errors: {
    VALIDATION: 'Some fields are not valid.',
    UNAUTHORIZED: 'Your session has expired. Sign in again.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_FOUND: 'This record does not exist or is not visible to you.',
    CONFLICT: 'This record already exists.',
    TOO_LARGE: 'The request is too large.',
    RATE_LIMITED: 'Too many requests. Try again later.',
    INTERNAL: 'The server had a problem. Try again.',
    UNAVAILABLE: 'The service is unavailable. Try again shortly.',
    INACTIVE: 'Your account is not active yet. An administrator must activate it.',
    NETWORK: 'The server cannot be reached. Check your connection.',
  },
  // The domain's labels and message texts (packages/domain/src/i18n): stated once, for the web and the server.
  roles: domain.roles,
  validation: domain.validation,
  problems: domain.problems,
  // The API states these amounts in minor units for integrators; a person reads them as money, formatted
  // in the account's currency (errorText(error, currency), lib/money.ts MONEY_MESSAGE_PARAMS).
  messages: {
    ...domain.messages,
    insufficientFunds: 'Not enough funds: the balance may not go below {{limit}}',
    moneyBooksFull:
      'This amount would take the books past {{max}}, the most they can hold exactly; nothing was recorded',
  },
};

/** The shape every language of the common namespace fills. */
export type CommonTranslation = Localized<typeof commonEn>;
