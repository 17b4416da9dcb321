import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

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
  const id = useId();
  return (
    <div>
      <Typography id={id} variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {label}
      </Typography>
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
    </div>
  );
}
