import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The Leadhouse mark and name; `compact` shows the mark only (folded sidebar). */
export function Logo({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: 1.5,
          bgcolor: inverted ? 'common.white' : 'primary.main',
          color: inverted ? 'primary.main' : 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 17,
        }}
      >
        L
      </Box>
      {!compact && (
        <Typography
          component="span"
          noWrap
          sx={{
            fontWeight: 700,
            fontSize: 18,
            letterSpacing: '-0.01em',
            color: inverted ? 'common.white' : 'text.primary',
          }}
        >
          {t('appName')}
        </Typography>
      )}
    </Box>
  );
}
