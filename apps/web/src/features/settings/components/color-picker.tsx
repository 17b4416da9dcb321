import { useTranslation } from 'react-i18next';
import { COLOR_PRESETS } from '../settings-model';
import { SwatchGroup } from './swatch-group';

/** The ten primary-colour swatches. */
export function ColorPicker({ value, onChange }: { value: number; onChange: (index: number) => void }) {
  const { t } = useTranslation('settings');
  const swatches = COLOR_PRESETS.map((preset) => ({
    id: preset.id,
    label: t(`colors.${preset.id}`),
    paint: { bgcolor: preset.main, color: '#fff' },
    outlineColor: preset.main,
  }));
  return (
    <SwatchGroup
      label={t('primaryColor')}
      swatches={swatches}
      value={COLOR_PRESETS[value]?.id ?? ''}
      onChange={(id) => onChange(COLOR_PRESETS.findIndex((preset) => preset.id === id))}
      columns={5}
      height={36}
      gap={1}
    />
  );
}
