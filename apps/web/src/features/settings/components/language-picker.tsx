import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../lib/i18n';
import { useSettings } from '../settings-context';

/** Language picker (en, zh, ar, it, es, fr); Arabic switches the page to RTL. */
export function LanguagePicker({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation('shell');
  const { language, setLanguage } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = LANGUAGES.find((l) => l.id === language) ?? LANGUAGES[0];
  return (
    <>
      <Button
        color={color}
        startIcon={<Translate fontSize="small" />}
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0, px: 1, fontWeight: 500 }}
      >
        <span lang={current.id}>{current.id.toUpperCase()}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.id}
            selected={l.id === language}
            lang={l.id}
            onClick={() => {
              setAnchor(null);
              setLanguage(l.id);
            }}
          >
            <ListItemText primary={l.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
