import Tune from '@mui/icons-material/Tune';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings-context';

/** Width of the settings tab: the shell keeps at least this much free at the content's inline end. */
export const SETTINGS_TAB_WIDTH = 24;

/**
 * The fixed button that opens the theme-settings drawer (spec §2): a slim tab on the inline-end edge at
 * mid-height, inside the gutter the shell keeps free there (`SETTINGS_TAB_WIDTH`), so it never covers the
 * grid's pagination arrows or a column (it used to sit over the bottom-right corner, issue 19).
 */
export function SettingsButton() {
  const { t } = useTranslation('settings');
  const { setDrawerOpen } = useSettings();
  return (
    <Tooltip title={t('open')} placement="left">
      <ButtonBase
        aria-label={t('open')}
        data-shell="settings-button"
        onClick={() => setDrawerOpen(true)}
        sx={{
          position: 'fixed',
          top: '50%',
          insetInlineEnd: 0,
          transform: 'translateY(-50%)',
          width: SETTINGS_TAB_WIDTH,
          height: 48,
          borderStartStartRadius: 8,
          borderEndStartRadius: 8,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 3,
          zIndex: (theme) => theme.zIndex.speedDial,
          '&:hover': { bgcolor: 'primary.dark' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 2 },
        }}
      >
        <Tune sx={{ fontSize: 18 }} />
      </ButtonBase>
    </Tooltip>
  );
}
