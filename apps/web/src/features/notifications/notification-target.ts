import type { Notification } from '@leadhouse/domain';

/**
 * Where a notification opens (issue 21 §3), by what it is about:
 * - a lead: the leads list with that lead's drawer open (`?lead=`, features/leads/use-leads-url.ts);
 * - an import: the leads page with the import's report open (`?import=`, the import dialog's progress step);
 * - an export: the leads page, where exports are made (a finished export streams once: there is no file
 *   kept to open again);
 * - an integration: its deliveries log (failed ones for `delivery.failed`);
 * - an account: the account page; a domain: the domains page with that domain open (`?domain=`).
 */
export function notificationHref(n: Pick<Notification, 'kind' | 'subject' | 'subjectId'>): string {
  const id = encodeURIComponent(n.subjectId);
  switch (n.subject) {
    case 'lead':
      return `/leads?lead=${id}`;
    case 'import':
      return `/leads?import=${id}`;
    case 'export':
      return '/leads';
    case 'integration':
      return `/integrations?view=deliveries&integrationId=${id}${n.kind === 'delivery.failed' ? '&state=failed' : ''}`;
    case 'account':
      return `/account/${id}`;
    case 'domain':
      return `/domains?domain=${id}`;
  }
}
