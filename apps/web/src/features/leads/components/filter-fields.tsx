import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { HTMLAttributes, Key } from 'react';
import { useTranslation } from 'react-i18next';

/** One option of a filter: the value sent to the API and its translated label. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * An Autocomplete's `renderOption` for a multiple choice: a checkbox (checked when chosen) before the
 * option's label (`labelOf`).
 */
export function checkOption(labelOf: (value: string) => string) {
  return function renderCheckOption(
    props: HTMLAttributes<HTMLLIElement> & { key: Key },
    option: string,
    { selected }: { selected: boolean },
  ) {
    const { key, ...rest } = props;
    return (
      <li key={key} {...rest}>
        <Checkbox size="small" checked={selected} sx={{ p: 0.25, me: 1 }} />
        {labelOf(option)}
      </li>
    );
  };
}

/** A multi-value filter: pick any of `options` (or type free values when `freeSolo`). */
export function MultiFilterField({
  label,
  value,
  options,
  onChange,
  freeSolo = false,
  helperText,
}: {
  label: string;
  value: string[];
  options: FilterOption[];
  onChange: (value: string[]) => void;
  freeSolo?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('leads');
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <Autocomplete<string, true, false, boolean>
      multiple
      freeSolo={freeSolo}
      disableCloseOnSelect
      size="small"
      limitTags={3}
      options={options.map((o) => o.value)}
      value={value}
      getOptionLabel={labelOf}
      noOptionsText={t('filters.noOptions')}
      onChange={(_e, next) => onChange([...new Set(next.map((v) => v.trim()).filter(Boolean))])}
      renderOption={checkOption(labelOf)}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}

/** A single-value filter as a select with an "Any" choice. */
export function SingleFilterField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('leads');
  return (
    <TextField select fullWidth label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">
        <em>{t('filters.any')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day filter (DD.MM.YYYY shown, YYYY-MM-DD kept). */
export function DayFilterField({
  label,
  value,
  onChange,
  minDate,
  maxDate,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      label={label}
      format="DD.MM.YYYY"
      value={parsed?.isValid() ? parsed : null}
      minDate={minDate ? dayjs(minDate) : undefined}
      maxDate={maxDate ? dayjs(maxDate) : undefined}
      onChange={(next) => onChange(next?.isValid() ? next.format('YYYY-MM-DD') : '')}
      slotProps={{ textField: { size: 'small', fullWidth: true }, field: { clearable: true } }}
    />
  );
}
