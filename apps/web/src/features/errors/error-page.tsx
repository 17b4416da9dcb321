import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Centered error screen: big code, message and an action. */
export function ErrorPage({ code, message, action }: { code: string; message: string; action: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '70vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <Typography
        component="p"
        aria-hidden
        sx={{
          fontSize: { xs: 72, sm: 112 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          opacity: 0.9,
        }}
      >
        {code}
      </Typography>
      <Typography variant="h1" component="h1" sx={{ maxWidth: 520 }}>
        {message}
      </Typography>
      {action}
    </Box>
  );
}
