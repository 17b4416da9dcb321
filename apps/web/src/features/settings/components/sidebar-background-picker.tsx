import { useTranslation } from 'react-i18next';
import { SIDEBAR_BACKGROUNDS, type SidebarBackground } from '../sidebar-backgrounds';
import { SwatchGroup } from './swatch-group';

/** The label of a sidebar background preset ("Default", "Gradient 3"). */
function useBackgroundLabel() {
  const { t } = useTranslation('settings');
  return (b: SidebarBackground) => t(`sidebarBackground.${b.kind}`, { n: b.n });
}

/** Swatches of the sidebar background presets (spec §9): default, 6 colours, 6 gradients, 6 images. */
export function SidebarBackgroundPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('settings');
  const labelOf = useBackgroundLabel();
  const swatches = SIDEBAR_BACKGROUNDS.map((b) => ({
    id: b.id,
    label: labelOf(b),
    paint: {
      border: 1,
      borderColor: 'divider',
      background: b.css || undefined,
      bgcolor: b.css ? undefined : 'background.paper',
      color: b.css ? '#fff' : 'text.primary',
    },
  }));
  return (
    <SwatchGroup
      label={t('sidebarBackground.label')}
      swatches={swatches}
      value={value}
      onChange={onChange}
      columns={7}
      height={32}
      gap={0.75}
    />
  );
}
