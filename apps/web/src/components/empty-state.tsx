import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Empty state: an icon, a title ('No record found' style) and a sentence of what comes here. Plain
 * content, no live region: as a data grid's "no rows" overlay it sits inside `role="grid"`, where a
 * `role="status"` child breaks the grid's structure (axe `aria-required-children`, critical).
 */
export function EmptyState({
  title,
  text,
  icon,
  action,
  compact = false,
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1,
        py: compact ? 4 : 8,
        px: 2,
        color: 'text.secondary',
        height: '100%',
      }}
    >
      <Box
        sx={{
          width: compact ? 48 : 64,
          height: compact ? 48 : 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
          mb: 1,
          '& svg': { fontSize: compact ? 26 : 32 },
        }}
      >
        {icon ?? <InboxOutlined />}
      </Box>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" sx={{ maxWidth: 420 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
