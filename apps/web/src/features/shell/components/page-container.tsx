import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Settings } from '../../settings';

/** Content width by layout style (spec §9): boxed is 1300 px (1740 on xl) from 1366 px up. */
export function PageContainer({ style, children }: { style: Settings['layoutStyle']; children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        width: '100%',
        mx: 'auto',
        ...(style === 'boxed' && {
          '@media (min-width: 1366px)': { maxWidth: 1300 },
          [theme.breakpoints.up('xl')]: { maxWidth: 1740 },
        }),
        ...(style === 'framed' && {
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: { xs: 1.5, md: 2.5 },
          bgcolor: 'background.paper',
        }),
      })}
    >
      {children}
    </Box>
  );
}
