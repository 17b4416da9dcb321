import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';

/** Header icon with an optional badge that opens a popover (notifications, messages). */
export function HeaderPopoverButton({
  label,
  icon,
  emptyText,
  initialCount = 0,
}: {
  label: string;
  icon: ReactNode;
  emptyText: string;
  initialCount?: number;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [count, setCount] = useState(initialCount);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            setCount(0); // the badge resets on opening (spec §4)
          }}
        >
          <Badge badgeContent={count} color="error" max={99}>
            {icon}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320 } } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          {label}
        </Typography>
        <EmptyState compact icon={icon} title={emptyText} />
      </Popover>
    </>
  );
}
