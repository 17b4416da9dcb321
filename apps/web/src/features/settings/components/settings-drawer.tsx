import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings-context';
import {
  HEADER_POSITIONS,
  LAYOUT_STYLES,
  LAYOUTS,
  SIDEBAR_TYPES,
  THEME_TYPES,
  isKnownLayout,
} from '../settings-model';
import { CardRadiusSlider } from './card-radius-slider';
import { ColorPicker } from './color-picker';
import { OptionGroup } from './option-group';
import { SidebarBackgroundPicker } from './sidebar-background-picker';

/**
 * The theme-settings drawer (spec §2, §9): theme type, colour, layout, sidebar type, header, layout style,
 * direction, sidebar width and background, card radius, footer. Every choice is kept like the others
 * (settings-storage.ts).
 */
export function SettingsDrawer() {
  const { t } = useTranslation(['settings', 'common']);
  const { reset, drawerOpen, setDrawerOpen } = useSettings();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={drawerOpen}
      onClose={() => setDrawerOpen(false)}
      slotProps={{ paper: { sx: { width: 340, maxWidth: '100vw' }, 'aria-labelledby': titleId } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <IconButton aria-label={t('common:actions.close')} onClick={() => setDrawerOpen(false)}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2.5, overflowY: 'auto' }}>
        <ThemeOptions />
        <LayoutOptions />
        <Button variant="outlined" onClick={reset}>
          {t('reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}

/** Theme type, colour, layout, sidebar type and header position. */
function ThemeOptions() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  return (
    <>
      <OptionGroup
        label={t('themeType.label')}
        value={settings.themeType}
        options={THEME_TYPES.map((v) => ({ value: v, label: t(`themeType.${v}`) }))}
        onChange={(themeType) => update({ themeType })}
      />
      <ColorPicker value={settings.colorIndex} onChange={(colorIndex) => update({ colorIndex })} />
      <OptionGroup
        label={t('layout.label')}
        value={isKnownLayout(settings.layout) ? settings.layout : null}
        options={LAYOUTS.map((v) => ({ value: v, label: t(`layout.${v}`) }))}
        onChange={(layout) => update({ layout })}
        vertical
      />
      <OptionGroup
        label={t('sidebarType.label')}
        value={settings.sidebarType}
        options={SIDEBAR_TYPES.map((v) => ({ value: v, label: t(`sidebarType.${v}`) }))}
        onChange={(sidebarType) => update({ sidebarType })}
      />
      <OptionGroup
        label={t('headerPosition.label')}
        value={settings.headerPosition}
        options={HEADER_POSITIONS.map((v) => ({ value: v, label: t(`headerPosition.${v}`) }))}
        onChange={(headerPosition) => update({ headerPosition })}
      />
    </>
  );
}

/** Layout style, direction, sidebar width and background, card radius and footer. */
function LayoutOptions() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  return (
    <>
      <OptionGroup
        label={t('layoutStyle.label')}
        value={settings.layoutStyle}
        options={LAYOUT_STYLES.map((v) => ({ value: v, label: t(`layoutStyle.${v}`) }))}
        onChange={(layoutStyle) => update({ layoutStyle })}
      />
      <OptionGroup
        label={t('direction.label')}
        value={settings.direction}
        options={(['ltr', 'rtl'] as const).map((v) => ({ value: v, label: t(`direction.${v}`) }))}
        onChange={(direction) => update({ direction })}
      />
      <OptionGroup
        label={t('sidebarSize.label')}
        value={settings.sidebarSize}
        options={(['small', 'default', 'wide'] as const).map((v) => ({
          value: v,
          label: t(`sidebarSize.${v}`),
        }))}
        onChange={(sidebarSize) => update({ sidebarSize })}
      />
      <SidebarBackgroundPicker
        value={settings.sidebarBackground}
        onChange={(sidebarBackground) => update({ sidebarBackground })}
      />
      <CardRadiusSlider value={settings.cardRadius} onChange={(cardRadius) => update({ cardRadius })} />
      <FormControlLabel
        control={<Switch checked={settings.footer} onChange={(e) => update({ footer: e.target.checked })} />}
        label={t('footer')}
      />
    </>
  );
}
