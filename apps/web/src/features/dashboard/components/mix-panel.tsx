import { LEAD_FUNNELS, LEAD_STATUSES, type Mix } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { drillHref, type DrillTarget, type DrillWindow } from '../drill';
import { formatCount, formatRate } from '../format';
import { mixToSlices } from '../shape';
import { statusColor } from './colors';
import { FigureLink } from './figure-link';
import { useMixLabel, type MixKind } from './use-labels';

const ORDER: Record<MixKind, readonly string[]> = {
  status: LEAD_STATUSES,
  funnel: LEAD_FUNNELS,
  platform: [],
};

/** The filter a mix key adds to the drill-down. */
function targetOf(kind: MixKind, key: string): DrillTarget {
  if (kind === 'status') return { status: key };
  if (kind === 'funnel') return { funnel: key };
  return { platform: key };
}

/**
 * A mix (status, funnel or platform counts) as a pie and a legend list whose counts link to their leads;
 * clicking a slice opens them too.
 */
export function MixPanel({ kind, mix, window }: { kind: MixKind; mix: Mix; window: DrillWindow }) {
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  const theme = useTheme();
  const label = useMixLabel();
  const slices = mixToSlices(mix, kind === 'platform' ? [] : ORDER[kind]);
  if (slices.length === 0) return <EmptyState compact title={t('empty.noLeadsInPeriod')} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <PieChart
        width={200}
        height={200}
        hideLegend
        skipAnimation
        series={[
          {
            id: kind,
            innerRadius: 50,
            paddingAngle: 1,
            data: slices.map((s, i) => ({
              id: s.key,
              value: s.value,
              label: label(kind, s.key),
              ...(kind === 'status' && { color: statusColor(s.key, theme.palette.mode, i) }),
            })),
          },
        ]}
        onItemClick={(_, item) => {
          const slice = slices[item.dataIndex];
          const href = slice && drillHref(window, targetOf(kind, slice.key));
          if (href) void navigate(href);
        }}
        sx={{ '& path': { cursor: 'pointer' } }}
      />
      <List dense sx={{ flex: 1, minWidth: 180 }} aria-label={t(`mix.${kind}`)}>
        {slices.map((s) => (
          <ListItem key={s.key} disableGutters sx={{ display: 'flex', gap: 1 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {label(kind, s.key)}
            </Typography>
            <FigureLink
              href={drillHref(window, targetOf(kind, s.key))}
              label={t('mix.open', { name: label(kind, s.key), value: s.value })}
            >
              {formatCount(s.value, i18n.language)}
            </FigureLink>
            <Typography variant="caption" sx={{ color: 'text.secondary', minWidth: 48, textAlign: 'end' }}>
              {formatRate(s.share, i18n.language)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
