import { TIMINGS } from '@leadhouse/domain';
import Slider from '@mui/material/Slider';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_RADIUS } from '../settings-model';
import { SettingsField } from './settings-field';

/**
 * The card radius slider (4-16 px, spec §9): it moves at once and applies its value to the theme 1 s after
 * the last move (spec §9 "Card radius change debounce"), so dragging does not rebuild the theme each step;
 * closing the drawer sooner applies it then.
 */
export function CardRadiusSlider({ value, onChange }: { value: number; onChange: (radius: number) => void }) {
  const { t } = useTranslation('settings');
  // The value being dragged, until it is applied; otherwise the setting's.
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // Closing the drawer before the pause ends applies the last value instead of dropping it.
  const flush = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => flush.current?.(), []);
  return (
    <SettingsField label={t('cardRadius')}>
      {(id) => (
        <Slider
          aria-labelledby={id}
          value={pending ?? value}
          min={CARD_RADIUS.min}
          max={CARD_RADIUS.max}
          step={1}
          marks
          valueLabelDisplay="auto"
          getAriaValueText={(v) => `${v} px`}
          onChange={(_e, next) => {
            const radius = Array.isArray(next) ? (next[0] ?? CARD_RADIUS.default) : next;
            setPending(radius);
            window.clearTimeout(timer.current);
            flush.current = () => {
              window.clearTimeout(timer.current);
              flush.current = undefined;
              onChange(radius);
            };
            timer.current = window.setTimeout(() => {
              flush.current?.();
              setPending(null);
            }, TIMINGS.cardRadiusDebounceMs);
          }}
        />
      )}
    </SettingsField>
  );
}
