import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The form of an auth screen (sign in, sign up, forgot and reset password): a form named `label` (not
 * checked by the browser: the domain schema checks it), its fields, the full-width submit button with its
 * pending state, then `footer` (links). Enter in a field submits.
 */
export function AuthForm(props: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={props.onSubmit} aria-label={props.label}>
      {props.children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={props.submitting}
        disabled={props.disabled}
        fullWidth
      >
        {props.submitLabel}
      </Button>
      {props.footer}
    </Stack>
  );
}
