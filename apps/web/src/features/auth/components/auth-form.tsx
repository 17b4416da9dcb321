import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../lib/i18n';
import { useToast } from '../../feedback';

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

/**
 * The submit handler of an auth form: the schema's checks on `form`, then `send` with its output; a failed
 * call is reported in the toaster (`errorText`: the server's message translated).
 */
export function useAuthSubmit<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  send: (values: TOutput) => Promise<unknown>,
) {
  const toast = useToast();
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      toast.error(errorText(error));
    }
  });
}

/** In place of an auth form: a `severity` message, then one full-width button to `to` (`linkLabel`). */
export function AuthNotice(props: { severity: AlertColor; text: string; to: string; linkLabel: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity={props.severity}>{props.text}</Alert>
      <Button component={RouterLink} to={props.to} variant="contained" fullWidth>
        {props.linkLabel}
      </Button>
    </Stack>
  );
}

/** The "back to sign in" link under the forgot- and reset-password forms. */
export function BackToSignInLink() {
  const { t } = useTranslation('auth');
  return (
    <Link component={RouterLink} to="/signin" variant="body2" sx={{ textAlign: 'center' }}>
      {t('forgot.backToSignIn')}
    </Link>
  );
}
