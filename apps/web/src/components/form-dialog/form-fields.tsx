import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldErrorText } from '../../lib/i18n';
import { PasswordField } from '../password-field';

/** A field bound to one path of a form: its control and name; the rest are the MUI field's props. */
type Bound<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
};
type TextProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'>;

/** The value a text input shows for a form value (null and NaN read as empty). */
const shown = (value: unknown): string =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
    ? ''
    : String(value as string | number);

function useBound<TValues extends FieldValues, TOutput>(
  { control, name }: Bound<TValues, TOutput>,
  helperText: ReactNode,
  messageText: (message: string | undefined) => string | undefined = fieldErrorText,
) {
  const { field, fieldState } = useController<TValues, Path<TValues>, TOutput>({ control, name });
  return {
    field,
    props: {
      name: field.name,
      value: shown(field.value),
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: Boolean(fieldState.error),
      // A field's message is a domain message key (client check) or a server key/text, translated here.
      helperText: (fieldState.error && messageText(fieldState.error.message)) ?? helperText,
    },
  };
}

/**
 * A text field bound to a form path; `numeric` stores a number (empty or not a number: NaN, which the
 * schema refuses with its message), like `valueAsNumber`. `messageText` reads a message the form states
 * itself (default: a domain message key or a server text).
 */
export function FormTextField<TValues extends FieldValues, TOutput>({
  control,
  name,
  numeric = false,
  helperText,
  messageText,
  ...props
}: Bound<TValues, TOutput> &
  TextProps & { numeric?: boolean; messageText?: (message: string | undefined) => string | undefined }) {
  const { field, props: bound } = useBound({ control, name }, helperText, messageText);
  return (
    <TextField
      fullWidth
      {...props}
      {...bound}
      onChange={(e) =>
        field.onChange(numeric ? (e.target.value === '' ? NaN : Number(e.target.value)) : e.target.value)
      }
    />
  );
}

/** A password field (show/hide toggle) bound to a form path; `messageText` as for `FormTextField`. */
export function FormPasswordField<TValues extends FieldValues, TOutput>({
  control,
  name,
  helperText,
  messageText,
  ...props
}: Bound<TValues, TOutput> &
  TextProps & { messageText?: (message: string | undefined) => string | undefined }) {
  const { field, props: bound } = useBound({ control, name }, helperText, messageText);
  const { inputRef, ...rest } = bound;
  return (
    <PasswordField
      fullWidth
      {...props}
      {...rest}
      ref={inputRef}
      onChange={(e) => field.onChange(e.target.value)}
    />
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/**
 * A select bound to a form path: `options`, after an optional empty choice (`emptyLabel`, value '');
 * `children` adds items of its own after them.
 */
export function FormSelectField<TValues extends FieldValues, TOutput>({
  control,
  name,
  options,
  emptyLabel,
  helperText,
  children,
  ...props
}: Bound<TValues, TOutput> &
  TextProps & { options: readonly SelectOption[]; emptyLabel?: ReactNode; children?: ReactNode }) {
  const { field, props: bound } = useBound({ control, name }, helperText);
  return (
    <TextField fullWidth {...props} {...bound} select onChange={(e) => field.onChange(e.target.value)}>
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
      {children}
    </TextField>
  );
}

/** An on/off switch (or, with `checkbox`, a checkbox) bound to a boolean form path. */
export function FormSwitchField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  checkbox = false,
}: Bound<TValues, TOutput> & { label: ReactNode; checkbox?: boolean }) {
  const { field } = useController<TValues, Path<TValues>, TOutput>({ control, name });
  const Control = checkbox ? Checkbox : Switch;
  return (
    <FormControlLabel
      control={
        <Control
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={label}
    />
  );
}
