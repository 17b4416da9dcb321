/**
 * Public surface of the dashboard feature (issue 11) and the analytics building blocks the analytics and
 * reports screens share: period picker, drill-down links, number formats, chart shaping, charts.
 */
export { PeriodPicker } from './components/period-picker';
export { FigureLink } from './components/figure-link';
export { LeadsPerDayChart } from './components/day-charts';
export { FiguresTable } from './components/top-tables';
export { Section, SectionsSkeleton } from './components/section';
export { useMixLabel, type MixKind } from './components/use-labels';
export { drillFilters, drillHref, isDrillable, type DrillTarget, type DrillWindow } from './drill';
export { formatAmount, formatChange, formatCount, formatRate, formatRatio } from './format';
export { parsePeriod, periodQuery, serializePeriod, PERIOD_PRESETS, type Period } from './period';
export { useLastDays, useSourcesAnalytics } from './api/dashboard-api';
export { mixToSlices } from './shape';
export { statusColor } from './components/colors';
