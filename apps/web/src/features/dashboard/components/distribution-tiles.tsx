import type { DistributionOutcomes } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';

const OUTCOMES = [
  'sold',
  'held',
  'unsold',
  'returned',
] as const satisfies readonly (keyof DistributionOutcomes)[];

/**
 * Distribution outcomes of the period's leads (issue 22 §6): sold, held, unsold and returned, counted in
 * the caller's own leads (an affiliate its own; no buyer or price is shown to anyone here). Nothing when
 * none of the period's leads was distributed.
 */
export function DistributionTiles({ outcomes }: { outcomes: DistributionOutcomes }) {
  const { t, i18n } = useTranslation('dashboard');
  if (OUTCOMES.every((k) => outcomes[k] === 0)) return null;
  return (
    <Box
      component="section"
      aria-label={t('distribution.title')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
    >
      {OUTCOMES.map((k) => (
        <Paper key={k} variant="outlined" sx={{ p: 2 }} data-testid={`outcome-${k}`}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`distribution.${k}`)}
          </Typography>
          <Typography component="p" variant="h4" sx={{ my: 0.5 }}>
            {formatCount(outcomes[k], i18n.language)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
