import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../../auth';
import { isCurrentScreen, visibleMenu } from '../../../components/screens';

/** The horizontal layout's menu bar under the header (desktop). */
export function HorizontalNav() {
  const { t } = useTranslation(['shell', 'common']);
  const { allowedFeatures } = useAuth();
  const { pathname } = useLocation();
  const items = visibleMenu(allowedFeatures).flatMap((s) => s.screens);
  return (
    <Box
      component="nav"
      aria-label={t('navigation')}
      sx={{
        display: 'flex',
        gap: 0.5,
        px: 2,
        py: 0.75,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        overflowX: 'auto',
      }}
    >
      {items.map((screen) => {
        const selected = isCurrentScreen(screen, pathname);
        return (
          <Button
            key={screen.id}
            component={NavLink}
            to={screen.path}
            startIcon={screen.icon}
            color={selected ? 'primary' : 'inherit'}
            variant={selected ? 'contained' : 'text'}
            size="small"
            aria-current={selected ? 'page' : undefined}
            sx={{ flexShrink: 0, px: 1.5 }}
          >
            {t(`common:screens.${screen.id}`)}
          </Button>
        );
      })}
    </Box>
  );
}
