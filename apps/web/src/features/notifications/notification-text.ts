import type { Notification, NotificationKind } from '@leadhouse/domain';
import type { TFunction } from 'i18next';
import { formatDay } from '../../lib/format';
import { formatMoney } from '../../lib/money';

/** The catalogue key of each kind's title (`notifications:kinds.<key>`). */
const KIND_KEYS: Record<NotificationKind, string> = {
  'lead.assigned': 'leadAssigned',
  'import.finished': 'importFinished',
  'export.finished': 'exportFinished',
  'delivery.failed': 'deliveryFailed',
  'integration.paused': 'integrationPaused',
  'account.unpaid': 'accountUnpaid',
  'account.lowFunds': 'accountLowFunds',
  'domain.verified': 'domainVerified',
  'domain.failed': 'domainFailed',
};

/** Kinds whose title counts something (leads assigned, rows exported, deliveries failed). */
const COUNTED = new Set<NotificationKind>(['lead.assigned', 'export.finished', 'delivery.failed']);

type Data = Notification['data'];

/** The first whole number among `keys` of the notification's facts. */
function numberOf(data: Data, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}

/** The name of what the notification is about (a lead, a file, an integration, an account, a domain). */
export function subjectName(data: Data): string | undefined {
  for (const key of ['name', 'leadName', 'fileName', 'integrationName', 'accountName', 'domain']) {
    const value = data[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** The title of a notification: its kind's sentence, with its count (plural forms per language). */
export function notificationTitle(t: TFunction<'notifications'>, n: Pick<Notification, 'kind' | 'data'>) {
  const failedImport = n.kind === 'import.finished' && n.data.status === 'failed';
  const key = (failedImport ? 'kinds.importFailed' : `kinds.${KIND_KEYS[n.kind]}`) as 'kinds.leadAssigned';
  if (!COUNTED.has(n.kind)) return t(key);
  return t(key, { count: numberOf(n.data, 'count', 'leads', 'rows', 'failed') ?? 1 });
}

/**
 * The facts line under the title, from the notification's data: the subject's name, then the counts the kind
 * carries (an import's created and failed rows, a low balance as money). Empty parts are left out.
 */
export function notificationDetail(
  t: TFunction<'notifications'>,
  n: Pick<Notification, 'kind' | 'data'>,
  language: string,
): string {
  const parts: string[] = [];
  const name = subjectName(n.data);
  if (name) parts.push(name);
  if (n.kind === 'import.finished') {
    const created = numberOf(n.data, 'created', 'imported');
    const failed = numberOf(n.data, 'failed', 'rejected');
    if (created !== undefined) parts.push(t('facts.created', { count: created }));
    if (failed) parts.push(t('facts.failed', { count: failed }));
  }
  if (n.kind === 'account.unpaid' && typeof n.data.periodEnd === 'string') {
    parts.push(t('facts.periodEnd', { day: formatDay(n.data.periodEnd) }));
  }
  if (n.kind === 'account.lowFunds' || n.kind === 'account.unpaid') {
    const balance = numberOf(n.data, 'balance', 'funds');
    const currency = typeof n.data.currency === 'string' ? n.data.currency : undefined;
    if (balance !== undefined) {
      parts.push(t('facts.balance', { amount: formatMoney(balance, language, currency) }));
    }
  }
  return parts.join(' · ');
}
