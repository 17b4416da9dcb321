import Tune from '@mui/icons-material/Tune';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings-context';

/** The fixed button that opens the theme-settings drawer (spec §2). */
export function SettingsButton() {
  const { t } = useTranslation('settings');
  const { setDrawerOpen } = useSettings();
  return (
    <Tooltip title={t('open')} placement="left">
      <Fab
        color="primary"
        size="small"
        aria-label={t('open')}
        onClick={() => setDrawerOpen(true)}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <Tune fontSize="small" />
      </Fab>
    </Tooltip>
  );
}
