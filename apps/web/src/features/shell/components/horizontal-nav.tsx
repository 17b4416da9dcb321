import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../../auth';
import { visibleMenu } from '../menu-items';

/** The horizontal layout's menu bar under the header (desktop). */
export function HorizontalNav() {
  const { t } = useTranslation('shell');
  const { allowedFeatures } = useAuth();
  const { pathname } = useLocation();
  const items = visibleMenu(allowedFeatures).flatMap((s) => s.items);
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
      {items.map((item) => {
        const selected = pathname === item.path || pathname.startsWith(`${item.path}/`);
        return (
          <Button
            key={item.id}
            component={NavLink}
            to={item.path}
            startIcon={item.icon}
            color={selected ? 'primary' : 'inherit'}
            variant={selected ? 'contained' : 'text'}
            size="small"
            aria-current={selected ? 'page' : undefined}
            sx={{ flexShrink: 0, px: 1.5 }}
          >
            {t(`items.${item.id}`)}
          </Button>
        );
      })}
    </Box>
  );
}
