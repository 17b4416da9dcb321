import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../../auth';
import { isCurrentScreen, visibleMenu, type Screen } from '../../../components/screens';

/**
 * The sidebar menu: sections and items the user's features allow; icons only when folded (then the label
 * is the link's name). Each section is a `<ul>` of `<li>`: its subheader and one link per entry.
 */
export function SidebarNav({ folded, onNavigate }: { folded: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const { allowedFeatures } = useAuth();
  const { pathname } = useLocation();
  const sections = visibleMenu(allowedFeatures);
  return (
    <nav aria-label={t('navigation')}>
      {sections.map((section) => (
        <List
          key={section.id}
          dense
          subheader={folded ? undefined : <SectionHeader>{t(`sections.${section.id}`)}</SectionHeader>}
          sx={{ px: 1.5, py: folded ? 0.5 : 0 }}
        >
          {section.screens.map((screen) => (
            <NavEntry
              key={screen.id}
              screen={screen}
              label={t(`common:screens.${screen.id}`)}
              selected={isCurrentScreen(screen, pathname)}
              folded={folded}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      ))}
    </nav>
  );
}

/** A section's title (hidden while the sidebar is folded). */
function SectionHeader({ children }: { children: ReactNode }) {
  return (
    <ListSubheader
      disableSticky
      sx={{
        bgcolor: 'transparent',
        lineHeight: '32px',
        fontSize: 11,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
      }}
    >
      {children}
    </ListSubheader>
  );
}

/** One menu entry: a link with its icon, and its label (or, folded, the label as tooltip and link name). */
function NavEntry({
  screen,
  label,
  selected,
  folded,
  onNavigate,
}: {
  screen: Screen;
  label: string;
  selected: boolean;
  folded: boolean;
  onNavigate?: () => void;
}) {
  const button = (
    <ListItemButton
      component={NavLink}
      to={screen.path}
      selected={selected}
      onClick={onNavigate}
      aria-label={folded ? label : undefined}
      sx={{
        borderRadius: 1.5,
        mb: 0.25,
        minHeight: 40,
        justifyContent: folded ? 'center' : 'flex-start',
        '&.Mui-selected': {
          color: 'primary.main',
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: folded ? 0 : 36 }}>{screen.icon}</ListItemIcon>
      {!folded && <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />}
    </ListItemButton>
  );
  // Each entry is an <li> of the section's <ul> (the subheader is its first <li>).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {folded ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}
