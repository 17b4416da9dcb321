import { LEAD_STATUSES } from '@leadhouse/domain';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';

/*
 * One colour per lead status everywhere (bars, pies, the compact mix bar), from the charts' own palette,
 * so "active" is the same pink in every chart whatever statuses a window happens to have.
 */

/** The colour of a status (any other key: by its position among the keys shown). */
export function statusColor(key: string, mode: 'light' | 'dark', fallbackIndex = 0): string {
  const palette = rainbowSurgePalette(mode);
  const i = LEAD_STATUSES.indexOf(key as (typeof LEAD_STATUSES)[number]);
  return palette[(i === -1 ? LEAD_STATUSES.length + fallbackIndex : i) % palette.length]!;
}
