import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What is known of the count of the current view (issue 13: rows first, the count when it arrives). */
export interface LeadCountState {
  /** null while it is being computed. */
  count: number | null;
  exact: boolean;
  /** An exact count was asked for and is on its way. */
  pending: boolean;
}

/**
 * The count line above the grid: "1,234 leads" when exact, "About 120,000 leads" (with an action to count
 * exactly) when the server answered an estimate, "Counting…" until it arrives. It never holds the rows.
 */
export function LeadCount({ state, onExact }: { state: LeadCountState; onExact: () => void }) {
  const { t } = useTranslation('leads');
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', px: 2, py: 0.5, minHeight: 36 }}
      aria-live="polite"
    >
      {state.count === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('listCount.counting')}
        </Typography>
      ) : state.exact ? (
        <Typography variant="body2">{t('listCount.exact', { count: state.count })}</Typography>
      ) : (
        <>
          <Tooltip title={t('listCount.estimateHint')}>
            <Typography variant="body2">{t('listCount.estimate', { count: state.count })}</Typography>
          </Tooltip>
          <Button size="small" onClick={onExact} disabled={state.pending}>
            {state.pending ? t('listCount.counting') : t('listCount.getExact')}
          </Button>
        </>
      )}
    </Stack>
  );
}
