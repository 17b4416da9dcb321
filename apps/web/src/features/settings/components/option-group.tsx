import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SettingsField } from './settings-field';

/** A labelled exclusive toggle group used by the settings drawer. */
export function OptionGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  vertical = false,
}: {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** One option a row (long labels). */
  vertical?: boolean;
}) {
  return (
    <SettingsField label={label}>
      {(id) => (
        <ToggleButtonGroup
          aria-labelledby={id}
          exclusive
          fullWidth
          orientation={vertical ? 'vertical' : 'horizontal'}
          size="small"
          color="primary"
          value={value}
          onChange={(_e, next: T | null) => {
            if (next !== null) onChange(next);
          }}
        >
          {options.map((o) => (
            <ToggleButton key={o.value} value={o.value} sx={{ textTransform: 'none', fontSize: 12 }}>
              {o.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </SettingsField>
  );
}
