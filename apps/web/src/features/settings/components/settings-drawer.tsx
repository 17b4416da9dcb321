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
  type Settings,
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

/** The settings picked from a short list of words, each translated as `<setting>.label` and `<setting>.<value>`. */
type ListedSetting =
  'themeType' | 'layout' | 'sidebarType' | 'headerPosition' | 'layoutStyle' | 'direction' | 'sidebarSize';

/** One listed setting as a group of toggle buttons; a kept value not among `values` shows none pressed. */
function SettingChoice<K extends ListedSetting>({
  setting,
  values,
  vertical,
}: {
  setting: K;
  values: readonly (Settings[K] & string)[];
  vertical?: boolean;
}) {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  const current = settings[setting];
  return (
    <OptionGroup
      label={t(`${setting}.label` as 'themeType.label')}
      value={values.includes(current) ? current : null}
      options={values.map((v) => ({ value: v, label: t(`${setting}.${v}` as 'themeType.label') }))}
      onChange={(value) => update({ [setting]: value })}
      vertical={vertical}
    />
  );
}

/** Theme type, colour, layout, sidebar type and header position. */
function ThemeOptions() {
  const { settings, update } = useSettings();
  return (
    <>
      <SettingChoice setting="themeType" values={THEME_TYPES} />
      <ColorPicker value={settings.colorIndex} onChange={(colorIndex) => update({ colorIndex })} />
      <SettingChoice setting="layout" values={LAYOUTS} vertical />
      <SettingChoice setting="sidebarType" values={SIDEBAR_TYPES} />
      <SettingChoice setting="headerPosition" values={HEADER_POSITIONS} />
    </>
  );
}

/** Layout style, direction, sidebar width and background, card radius and footer. */
function LayoutOptions() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  return (
    <>
      <SettingChoice setting="layoutStyle" values={LAYOUT_STYLES} />
      <SettingChoice setting="direction" values={['ltr', 'rtl']} />
      <SettingChoice setting="sidebarSize" values={['small', 'default', 'wide']} />
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
