import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/**
 * A select over a fixed list (a filter, a grouping, a period): `choices` in their order, each shown as
 * `choiceLabel(choice)`; with `anyLabel`, a first choice `''` ("all", "any state"; `T` then includes `''`).
 * `menuMaxHeight` (px) bounds a long menu; the field is `minWidth` px wide at least (default 180).
 */
export function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  choiceLabel,
  anyLabel,
  onChange,
  minWidth = 180,
  menuMaxHeight,
}: {
  label: string;
  value: T | '';
  choices: readonly Exclude<T, ''>[];
  choiceLabel: (choice: Exclude<T, ''>) => ReactNode;
  anyLabel?: string;
  onChange: (value: T) => void;
  minWidth?: number;
  menuMaxHeight?: number;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      sx={{ minWidth }}
      slotProps={
        menuMaxHeight
          ? { select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: menuMaxHeight } } } } } }
          : undefined
      }
    >
      {anyLabel !== undefined && <MenuItem value="">{anyLabel}</MenuItem>}
      {choices.map((c) => (
        <MenuItem key={c} value={c}>
          {choiceLabel(c)}
        </MenuItem>
      ))}
    </TextField>
  );
}
