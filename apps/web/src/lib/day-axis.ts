import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';

/** A day (`YYYY-MM-DD`) as a chart tick label: `DD.MM`. */
export const shortDay = (day: string) => dayjs(day).format('DD.MM');

/** At most this many labelled ticks on a day axis (a label is ~40 px wide at 12 px). */
export const MAX_DAY_LABELS = 10;
/** On a phone (below MUI's `sm`, e.g. 390 px) a chart is ~300 px wide: 5 labels of ~40 px fit with a gap. */
export const MAX_DAY_LABELS_NARROW = 5;

/** How many day labels the charts of this screen width can show (issue 19 item 6: 390 px). */
export function useMaxDayLabels(): number {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm')) ? MAX_DAY_LABELS_NARROW : MAX_DAY_LABELS;
}

/**
 * The x axis of a chart over days (MUI X Charts): `DD.MM` labels, every k-th day labelled so at most
 * `maxLabels` show (the chart's own overlap check fails right to left and printed every label over
 * its neighbours), reversed right to left, and tall enough for its labels (at the default height the chart
 * shortened every label to nothing).
 */
export function dayAxis<S extends 'band' | 'point'>(
  scaleType: S,
  days: string[],
  rtl: boolean,
  maxLabels: number = MAX_DAY_LABELS,
) {
  const step = Math.max(1, Math.ceil(days.length / maxLabels));
  return {
    scaleType,
    data: days,
    valueFormatter: shortDay,
    reverse: rtl,
    height: 32,
    tickLabelInterval: (_value: string, index: number) => index % step === 0,
  };
}
