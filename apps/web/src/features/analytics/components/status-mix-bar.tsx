import { LEAD_STATUSES, type Mix } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { mixToSlices, statusColor, useMixLabel } from '../../dashboard';

/** A status mix as one thin stacked bar (cell-sized), with the counts in its tooltip and for readers. */
export function StatusMixBar({ mix }: { mix: Mix }) {
  const theme = useTheme();
  const label = useMixLabel();
  const slices = mixToSlices(mix, LEAD_STATUSES);
  if (slices.length === 0) return null;
  const text = slices.map((s) => `${label('status', s.key)}: ${s.value}`).join(', ');
  return (
    <Tooltip title={text}>
      <Box
        role="img"
        aria-label={text}
        sx={{ display: 'flex', width: '100%', height: 10, borderRadius: 1, overflow: 'hidden' }}
      >
        {slices.map((s, i) => (
          <Box key={s.key} sx={{ flexGrow: s.value, bgcolor: statusColor(s.key, theme.palette.mode, i) }} />
        ))}
      </Box>
    </Tooltip>
  );
}
