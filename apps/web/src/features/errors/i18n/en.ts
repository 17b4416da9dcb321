import type { Localized } from '../../../lib/plurals';

/** The pages namespace, English (the reference: every other language has exactly these keys). */
export const pagesEn = {
  notFound: { code: '404', action: 'Back to leads' },
  serverError: {
    code: '500',
    message: 'Something went wrong on our side. Try again in a moment.',
    action: 'Reload the page',
  },
  forbidden: {
    title: 'Not allowed',
    message: 'Your role does not give you access to this screen. Ask an administrator if you need it.',
  },
  leads: {
    title: 'Leads',
    text: 'Your leads will be listed here, with filters, bulk actions, CSV import and export.',
    searching: 'Search: “{{search}}”',
  },
  dashboard: { title: 'Dashboard', text: 'Key figures of your team and your funnel will appear here.' },
  accounts: {
    title: 'Accounts',
    text: 'Accounts with their funds, activation and subscription will appear here.',
  },
  account: { title: 'Account', text: 'The details and statistics of this account will appear here.' },
  analytics: {
    title: 'Analytics',
    text: 'Lead and ad-source analytics for the last days will appear here.',
  },
  reports: { title: 'Reports', text: 'Reports on leads, deposits and team activity will appear here.' },
} as const;

/** The shape every language of the pages namespace fills. */
export type PagesTranslation = Localized<typeof pagesEn>;
