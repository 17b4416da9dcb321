import type { Notification } from '@leadhouse/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { notificationHref } from './notification-target';
import { notificationDetail, notificationTitle } from './notification-text';

const t = i18n.getFixedT('en', 'notifications');
const tAr = i18n.getFixedT('ar', 'notifications');

function note(
  kind: Notification['kind'],
  data: Notification['data'],
  subject: Notification['subject'] = 'lead',
) {
  return { kind, subject, subjectId: 'x1', data };
}

describe('notification texts', () => {
  it('counts with the plural forms of each language', () => {
    expect(notificationTitle(t, note('lead.assigned', { count: 1 }))).toBe('A lead was assigned to you');
    expect(notificationTitle(t, note('lead.assigned', { count: 3 }))).toBe('3 leads were assigned to you');
    expect(notificationTitle(tAr, note('lead.assigned', { count: 2 }))).toBe('أُسند إليك عميلان محتملان');
    expect(notificationTitle(t, note('export.finished', { count: 1200 }))).toBe(
      'Your export of 1,200 leads is ready',
    );
  });

  it('states the facts the server sent: an import’s rows, a failed import, a low balance, a renewal day', () => {
    const done = note(
      'import.finished',
      { status: 'completed', imported: 120, updated: 0, rejected: 1 },
      'import',
    );
    expect(notificationTitle(t, done)).toBe('Your import has finished');
    expect(notificationDetail(t, done, 'en')).toBe('120 leads imported · 1 row rejected');
    expect(notificationTitle(t, note('import.finished', { status: 'failed', imported: 0 }, 'import'))).toBe(
      'Your import failed',
    );
    const low = note('account.lowFunds', { funds: 950, currency: 'USD', name: 'Gulf media' }, 'account');
    expect(notificationDetail(t, low, 'en')).toBe('Gulf media · balance $9.50');
    const unpaid = note('account.unpaid', { periodEnd: '2026-03-31', name: 'Gulf media' }, 'account');
    expect(notificationDetail(t, unpaid, 'en')).toBe('Gulf media · period ended 31.03.2026');
  });

  it('opens each subject where it belongs', () => {
    expect(notificationHref(note('lead.assigned', {}))).toBe('/leads?lead=x1');
    expect(notificationHref(note('import.finished', {}, 'import'))).toBe('/leads?import=x1');
    expect(notificationHref(note('delivery.failed', {}, 'integration'))).toBe(
      '/integrations?view=deliveries&integrationId=x1&state=failed',
    );
    expect(notificationHref(note('integration.paused', {}, 'integration'))).toBe(
      '/integrations?view=deliveries&integrationId=x1',
    );
    expect(notificationHref(note('account.unpaid', {}, 'account'))).toBe('/account/x1');
    expect(notificationHref(note('domain.failed', {}, 'domain'))).toBe('/domains?domain=x1');
    expect(notificationHref(note('export.finished', {}, 'export'))).toBe('/leads');
  });
});
