import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useScreenName } from './screens';

/**
 * Title row of a screen: title, optional subtitle and actions on the end side; `add` is the screen's main
 * action, the contained "Add …" button after the other actions. The title is the current screen's name
 * (components/screens) unless the page names itself (an account, deleted leads).
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  add,
}: {
  title?: string;
  subtitle?: string;
  actions?: ReactNode;
  add?: { label: string; onClick: () => void };
}) {
  const screenName = useScreenName();
  const all = (actions || add) && (
    <>
      {actions}
      {add && (
        <Button variant="contained" startIcon={<Add />} onClick={add.onClick}>
          {add.label}
        </Button>
      )}
    </>
  );
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        mb: 2,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h1">{title ?? screenName}</Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {all && (
        // On a phone the actions wrap onto lines of their own rather than push past the screen (390 px).
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            flexShrink: { xs: 1, sm: 0 },
            maxWidth: '100%',
            '& > .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
        >
          {all}
        </Box>
      )}
    </Box>
  );
}
