import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-dialog';
import { errorText } from '../../../lib/i18n';
import { useToast } from '../../feedback';

/** The auth screens, each a key of the `auth` namespace holding its `title`, `subtitle` and `submit` texts. */
export type AuthScreen = 'signIn' | 'signUp' | 'forgot' | 'reset';

/**
 * The form of an auth screen (sign in, sign up, forgot and reset password): a form named by the `screen`'s
 * title (not checked by the browser: the domain schema checks it), its fields, the full-width submit button
 * with `form`'s pending state, then `footer` (links). Enter in a field submits.
 */
export function AuthForm(props: {
  screen: AuthScreen;
  form: { formState: { isSubmitting: boolean } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  disabled?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={props.onSubmit}
      aria-label={t(`${props.screen}.title`)}
    >
      {props.children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={props.form.formState.isSubmitting}
        disabled={props.disabled}
        fullWidth
      >
        {t(`${props.screen}.submit`)}
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

/** A line under an auth form: `text`, a space, then `children` (its link). */
export function AuthFooterLine({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
      {text} {children}
    </Typography>
  );
}

/**
 * The email field of an auth form: `type="email"`, the sample address as its placeholder and
 * `autoComplete="email"` unless the props say otherwise; the rest as for `FormTextField`.
 */
export function AuthEmailField<TValues extends FieldValues, TOutput>(
  props: ComponentProps<typeof FormTextField<TValues, TOutput>>,
) {
  const { t } = useTranslation('auth');
  return <FormTextField type="email" autoComplete="email" placeholder={t('placeholders.email')} {...props} />;
}
