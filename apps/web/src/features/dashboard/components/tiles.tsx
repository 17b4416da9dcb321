import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CSSProperties, ReactNode } from 'react';

/** A section of tiles named `label`: as many columns of at least 160 px as fit. */
export function TileGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
    >
      {children}
    </Box>
  );
}

/**
 * One tile of a `TileGrid` (test id `testId`): its `caption`, its `value` large (`valueSx` adds to the
 * value's style), then `children` (e.g. the change against the previous window).
 */
export function Tile({
  testId,
  caption,
  value,
  valueSx,
  children,
}: {
  testId: string;
  caption: string;
  value: ReactNode;
  valueSx?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {caption}
      </Typography>
      <Typography component="p" variant="h4" sx={{ my: 0.5, ...valueSx }}>
        {value}
      </Typography>
      {children}
    </Paper>
  );
}
