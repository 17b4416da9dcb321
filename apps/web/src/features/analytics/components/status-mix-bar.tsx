import { LEAD_STATUSES, type Mix } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { mixToSlices, useMixLabel } from '../../dashboard';

/** Colours of the statuses in the compact mix bar (theme palette, same order as LEAD_STATUSES). */
const PALETTE = ['info', 'warning', 'secondary', 'primary', 'error', 'success', 'grey'] as const;

/** A status mix as one thin stacked bar (cell-sized), with the counts in its tooltip and for readers. */
export function StatusMixBar({ mix }: { mix: Mix }) {
  const theme = useTheme();
  const label = useMixLabel();
  const slices = mixToSlices(mix, LEAD_STATUSES);
  if (slices.length === 0) return null;
  const text = slices.map((s) => `${label('status', s.key)}: ${s.value}`).join(', ');
  const colour = (key: string) => {
    const name = PALETTE[LEAD_STATUSES.indexOf(key as never)] ?? 'grey';
    return name === 'grey' ? theme.palette.grey[500] : theme.palette[name].main;
  };
  return (
    <Tooltip title={text}>
      <Box
        role="img"
        aria-label={text}
        sx={{ display: 'flex', width: '100%', height: 10, borderRadius: 1, overflow: 'hidden' }}
      >
        {slices.map((s) => (
          <Box key={s.key} sx={{ flexGrow: s.value, bgcolor: colour(s.key) }} />
        ))}
      </Box>
    </Tooltip>
  );
}
