import type { DistributionReason, DistributionStep } from '@leadhouse/domain';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/format';

/*
 * A lead's route in words (issue 22 §5): each step and reason code has a text per language
 * (i18n/*.ts `outcomes`, `reasons`, `reasonNames`: Records over the domain's codes, so a new code fails the
 * type check until all six languages word it).
 */

type T = TFunction<'distribution'>;

/**
 * "Mon 09:00 GMT+4" in the reader's language and zone, the zone named: a buyer's day starts at its own
 * midnight, which a reader elsewhere would otherwise take for theirs.
 */
export function weekdayTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The counts of `no_eligible_buyer`: "cap × 2, schedule closed × 1". */
function skippedText(t: T, skipped: Record<string, number>): string {
  return Object.entries(skipped)
    .map(
      ([code, n]) =>
        `${t(`reasonNames.${code as DistributionReason['code']}`, { defaultValue: code })} × ${n}`,
    )
    .join(', ');
}

/**
 * Why a buyer was skipped, or how an attempt ended, in words: "day cap 50/50", "Schedule closed (opens
 * Mon 09:00)". Cap figures left out for non-managers read "day cap reached".
 */
export function reasonText(t: T, reason: DistributionReason, language: string): string {
  switch (reason.code) {
    case 'cap':
    case 'money_cap': {
      const window = t(`windowsShort.${reason.window}`);
      if (reason.used === undefined || reason.cap === undefined) {
        return t(reason.code === 'cap' ? 'reasonsShort.capHidden' : 'reasonsShort.moneyCapHidden', {
          window,
        });
      }
      return t(`reasons.${reason.code}`, { window, used: reason.used, cap: reason.cap });
    }
    case 'schedule_closed':
      return reason.opensAt
        ? t('reasons.schedule_closed', { at: weekdayTime(reason.opensAt, language) })
        : t('reasonsShort.scheduleClosed');
    case 'duplicate':
      return t('reasons.duplicate', {
        field: t(`fields.${reason.field}`),
        at: formatDateTime(reason.sentAt),
      });
    case 'filter':
      return t('reasons.filter', { field: t(`fields.${reason.field}`) });
    case 'inactive':
      return t('reasons.inactive', { state: t(`inactiveStates.${reason.state}`) });
    case 'rejected':
      return reason.answer ? t('reasons.rejected', { answer: reason.answer }) : t('reasonsShort.rejected');
    case 'error':
      return reason.reason ? t('reasons.error', { reason: reason.reason }) : t('reasonsShort.error');
    case 'no_eligible_buyer':
      return Object.keys(reason.skipped).length === 0
        ? t('noEligibleBuyer')
        : t('reasons.no_eligible_buyer', { skipped: skippedText(t, reason.skipped) });
    case 'max_attempts':
      return t('reasons.max_attempts', { attempts: reason.attempts });
    case 'returned':
      return t('reasons.returned', { reason: reason.reason });
    default:
      return t(`reasons.${reason.code}`);
  }
}

/** One step in words: "Skipped Buyer A: day cap 50/50", "Accepted by Buyer B". */
export function stepText(t: T, step: DistributionStep, language: string): string {
  const head = t(`outcomes.${step.outcome}`, { buyer: step.integrationName ?? '' });
  return step.reason ? `${head}: ${reasonText(t, step.reason, language)}` : head;
}
