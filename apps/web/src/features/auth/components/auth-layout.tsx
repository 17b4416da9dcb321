import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import { LanguagePicker } from '../../settings';
import type { AuthScreen } from './auth-form';

/**
 * Full-screen frame of the auth screens (no layout chrome): brand panel + form card, under the `screen`'s
 * title and subtitle (`auth` keys).
 */
export function AuthLayout({ screen, children }: { screen: AuthScreen; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <BrandPanel />
      <Box
        component="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          px: 2,
          py: 2,
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Box sx={{ display: { md: 'none' } }}>
            <Logo />
          </Box>
          <Box sx={{ marginInlineStart: 'auto' }}>
            <LanguagePicker color="primary" />
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', py: 4 }}>
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
            <Typography variant="h1" sx={{ mb: 0.5 }}>
              {t(`${screen}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
              {t(`${screen}.subtitle`)}
            </Typography>
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}

/** The brand panel beside the form (md and up): logo, tagline, app name on the primary gradient. */
function BrandPanel() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 5,
        color: 'common.white',
        background: (theme) =>
          `linear-gradient(150deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      <Logo inverted />
      <Typography component="p" sx={{ fontSize: 28, fontWeight: 600, lineHeight: 1.3, maxWidth: 420 }}>
        {t('tagline')}
      </Typography>
      <Box sx={{ opacity: 0.7, fontSize: 12 }}>{t('common:appName')}</Box>
    </Box>
  );
}
