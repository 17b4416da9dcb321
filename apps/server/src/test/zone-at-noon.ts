/**
 * An `Etc/GMT±N` zone whose local hour is now about noon (`Etc/GMT-3` is UTC+3; sign inverted by POSIX).
 * A test whose steps must fall on one calendar day (a day cap, "new today", a plan's leads per day) counts its
 * days there: no midnight passes while it runs, whatever the hour it runs at. A CI run at 00:00:12 UTC saw a
 * buyer's day cap, filled a minute earlier in UTC, free again.
 */
export function zoneAtNoon(now = new Date()): string {
  const offset = 12 - now.getUTCHours(); // -11 … +12
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
