import type { Localized } from '../../../lib/plurals';

/** Notifications namespace, English (the reference: every other language has exactly these keys). */
export const notificationsEn = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  unread: 'Unread',
  loadError: 'The notifications could not be loaded.',
  kinds: {
    leadAssigned_one: 'A lead was assigned to you',
    leadAssigned_other: '{{count, number}} leads were assigned to you',
    importFailed: 'Your import failed',
    importFinished: 'Your import has finished',
    exportFinished_one: 'Your export of {{count, number}} lead is ready',
    exportFinished_other: 'Your export of {{count, number}} leads is ready',
    deliveryFailed_one: 'A delivery to an integration failed',
    deliveryFailed_other: '{{count, number}} deliveries to an integration failed',
    integrationPaused: 'An integration was paused after repeated failures',
    accountUnpaid: 'An account is unpaid',
    accountLowFunds: 'An account is low on funds',
    domainVerified: 'A domain was verified',
    domainFailed: 'A domain check failed',
  },
  facts: {
    created_one: '{{count, number}} lead imported',
    created_other: '{{count, number}} leads imported',
    failed_one: '{{count, number}} row rejected',
    failed_other: '{{count, number}} rows rejected',
    periodEnd: 'period ended {{day}}',
    balance: 'balance {{amount}}',
  },
  newLeads: {
    text_one: '{{count, number}} new lead',
    text_other: '{{count, number}} new leads',
    more: 'More than {{limit, number}} new leads',
    show: 'Show',
  },
  leadChanged: {
    text: 'Changed by someone else',
    reload: 'Reload',
  },
};

/** The shape every language of the notifications namespace must fill. */
export type NotificationsTranslation = Localized<typeof notificationsEn>;
