import type { DashboardResponse } from '@leadhouse/domain';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { drillHref, type DrillTarget } from '../drill';
import { formatAmount, formatChange, formatCount, formatRate } from '../format';
import { changeDirection, changeRatio } from '../shape';
import { FigureLink } from './figure-link';
import { Tile, TileGrid } from './tiles';

type FigureKey = 'leads' | 'ftds' | 'depositAmount' | 'conversion' | 'visits' | 'delivered';

/** Which leads a key figure counts; visits are not leads and do not link. */
const TARGETS: Record<FigureKey, DrillTarget | null> = {
  leads: {},
  ftds: { ftds: true },
  depositAmount: { ftds: true },
  conversion: { ftds: true },
  visits: null,
  delivered: { delivered: true },
};
const KEYS = Object.keys(TARGETS) as FigureKey[];

/** Key figures of the window, each with its change against the previous, equal, weekday-aligned window. */
export function KeyFigures({ data }: { data: DashboardResponse }) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const format = (key: FigureKey, value: number | null) =>
    key === 'depositAmount'
      ? formatAmount(value, lang)
      : key === 'conversion'
        ? formatRate(value, lang)
        : formatCount(value ?? 0, lang);
  return (
    <TileGrid label={t('figures.title')}>
      {KEYS.map((key) => (
        <FigureCard key={key} data={data} figure={key} format={format} />
      ))}
    </TileGrid>
  );
}

/** One key figure: its value (a link to its leads when it counts leads) and its change against the previous window. */
function FigureCard({
  data,
  figure,
  format,
}: {
  data: DashboardResponse;
  figure: FigureKey;
  format: (key: FigureKey, value: number | null) => string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const current = data.figures[figure];
  const previous = data.previousFigures[figure];
  const ratio = changeRatio(current, previous);
  const direction = changeDirection(ratio);
  const target = TARGETS[figure];
  const text = format(figure, current);
  const Arrow = direction === 'up' ? ArrowUpward : direction === 'down' ? ArrowDownward : Remove;
  return (
    <Tile
      testId={`figure-${figure}`}
      caption={t(`figures.${figure}`)}
      valueSx={{ overflowWrap: 'anywhere', ...(text.length > 10 && { fontSize: '1.35rem' }) }}
      value={
        target ? (
          <FigureLink
            href={drillHref(data, target)}
            label={t('figures.open', { figure: t(`figures.${figure}`), value: text })}
          >
            {text}
          </FigureLink>
        ) : (
          text
        )
      }
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          color: direction === 'up' ? 'success.main' : direction === 'down' ? 'error.main' : 'text.secondary',
        }}
        title={t('figures.previous', { value: format(figure, previous) })}
      >
        <Arrow fontSize="small" aria-hidden />
        <Typography variant="body2" component="span" data-testid={`change-${figure}`}>
          {formatChange(ratio, lang)}
        </Typography>
        <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
          {t('figures.vsPrevious')}
        </Typography>
      </Box>
    </Tile>
  );
}
