import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { fieldErrorText } from '../lib/i18n';

/**
 * A select whose first choice is "none of these" (`''`, shown in italics as `emptyLabel`, also in the
 * closed field), then `children` (`MenuItem`s); the field's error (a message key or text), or else
 * `helperText`, under it. Used where "none" is a real answer: an import's defaults, the simulator's
 * affiliate and flow.
 */
export function NoneFirstSelect({
  label,
  value,
  onChange,
  error,
  helperText,
  emptyLabel,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  emptyLabel: string;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ? fieldErrorText(error) : helperText}
    >
      <MenuItem value="">
        <em>{emptyLabel}</em>
      </MenuItem>
      {children}
    </TextField>
  );
}
