import { WEEKDAYS, type DistributionSchedule, type Weekday } from '@leadhouse/domain';

/*
 * A buyer's delivery schedule (issue 22 §1): hours open per weekday in the buyer's IANA zone. Read with
 * Intl (the zone's rules, DST included) at the distribution clock's instant.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
const SHORT_DAYS: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

/** Weekday, hour and minute of `at` in zone `tz`. */
export function localTime(at: Date, tz: string): { weekday: Weekday; hour: number; minute: number } {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(tz, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    weekday: SHORT_DAYS[parts.weekday ?? 'Mon'] ?? 'mon',
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** True when the schedule is open at `at` (no schedule: always open). */
export function scheduleOpen(schedule: DistributionSchedule | undefined, tz: string, at: Date): boolean {
  if (!schedule) return true;
  const { weekday, hour } = localTime(at, tz);
  return (schedule[weekday] ?? []).includes(hour);
}

const STEP_MS = 15 * 60_000;

/**
 * The next instant the schedule opens after `at` (the start of the first open local hour), or null when
 * it never opens (no open hour on any day). Steps by 15 minutes over 8 days (zones are offset by whole
 * quarters of an hour), then goes back to the start of that local hour.
 */
export function nextOpening(schedule: DistributionSchedule | undefined, tz: string, at: Date): Date | null {
  if (!schedule || !WEEKDAYS.some((d) => (schedule[d] ?? []).length > 0)) return null;
  const first = Math.ceil(at.getTime() / STEP_MS) * STEP_MS;
  for (let t = first; t <= at.getTime() + 8 * 86_400_000; t += STEP_MS) {
    const when = new Date(t);
    if (scheduleOpen(schedule, tz, when)) {
      return new Date(t - localTime(when, tz).minute * 60_000);
    }
  }
  return null;
}
