import dayjs from 'dayjs';

/** A day (`YYYY-MM-DD`) as a chart tick label: `DD.MM`. */
export const shortDay = (day: string) => dayjs(day).format('DD.MM');

/** At most this many labelled ticks on a day axis (a label is ~40 px wide at 12 px). */
export const MAX_DAY_LABELS = 10;

/**
 * The x axis of a chart over days (MUI X Charts): `DD.MM` labels, every k-th day labelled so at most
 * `MAX_DAY_LABELS` show (the chart's own overlap check fails right to left and printed every label over
 * its neighbours), reversed right to left, and tall enough for its labels (at the default height the chart
 * shortened every label to nothing).
 */
export function dayAxis<S extends 'band' | 'point'>(scaleType: S, days: string[], rtl: boolean) {
  const step = Math.max(1, Math.ceil(days.length / MAX_DAY_LABELS));
  return {
    scaleType,
    data: days,
    valueFormatter: shortDay,
    reverse: rtl,
    height: 32,
    tickLabelInterval: (_value: string, index: number) => index % step === 0,
  };
}
