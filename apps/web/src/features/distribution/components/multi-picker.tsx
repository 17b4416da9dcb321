import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { COUNTRIES } from '@leadhouse/domain';
import type { ReactNode } from 'react';
import { countryName } from '../../../lib/format';

export interface PickerOption {
  value: string;
  label: string;
}

/** The listed countries as picker options, named in `language`: "SA · Saudi Arabia", "SA · السعودية". */
export function countryOptions(language: string): PickerOption[] {
  return COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} · ${countryName(c.code, language)}` }));
}

interface Props {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly PickerOption[];
  /** Values not in the options may be typed (Enter adds one). */
  freeSolo?: boolean;
  helperText?: ReactNode;
  error?: boolean;
}

/**
 * A list of values picked from options (chips), e.g. a flow's campaigns, affiliates or countries; an
 * empty list means "any". With `freeSolo` a value not offered can be typed and added with Enter.
 */
export function MultiPicker({ label, value, onChange, options, freeSolo = false, helperText, error }: Props) {
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <Autocomplete<string, true, false, boolean>
      multiple
      freeSolo={freeSolo}
      options={options.map((o) => o.value)}
      value={[...value]}
      getOptionLabel={labelOf}
      filterSelectedOptions
      onChange={(_, next) => onChange([...new Set(next.map((v) => v.trim()).filter(Boolean))])}
      renderValue={(selected, getItemProps) =>
        selected.map((v, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={labelOf(v)} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
