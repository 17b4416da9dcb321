import type { DomainState } from '@leadhouse/domain';
import type { Runner } from '../../lib/sql.js';
import { notify, usersWhoMay } from '../notifications/index.js';

/**
 * What a domain check's state change tells (issue 21 §1), in the check's transaction, to the users who may
 * manage domains (feature `domains`: admins, super sales managers): `domain.verified` when the TXT record
 * proved a pending or failed domain (now verified or active), `domain.failed` when the domain just failed
 * (72 h without the record, or three misses in a row). `{name}`; both open the domain. Other checks (a
 * repeat of the same state) tell nobody.
 */
export async function notifyDomainState(
  tx: Runner,
  domain: { id: string; name: string },
  before: DomainState,
  after: DomainState,
): Promise<void> {
  const proven = (s: DomainState) => s === 'verified' || s === 'active';
  const kind =
    !proven(before) && proven(after)
      ? 'domain.verified'
      : before !== 'failed' && after === 'failed'
        ? 'domain.failed'
        : undefined;
  if (!kind) return;
  const managers = await usersWhoMay(tx, 'domains');
  await notify(tx, managers, { kind, subject: 'domain', subjectId: domain.id, data: { name: domain.name } });
}
