import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Footer (hidden by default; shown from the settings drawer). */
export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="footer"
      sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('footer', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
