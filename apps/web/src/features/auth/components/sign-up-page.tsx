import { MSG, SignUpSchema } from '@leadhouse/domain';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormPasswordField, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { translateMessage } from '../../../lib/i18n';
import { signUpRequest } from '../api/auth-api';
import { AuthEmailField, AuthFooterLine, AuthForm, AuthNotice, useAuthSubmit } from './auth-form';
import { AuthLayout } from './auth-layout';

/** Sign-up screen: name, email, password; shows the server's message (account awaits activation). */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<string | null>(null);
  return (
    <AuthLayout screen="signUp">
      {done ? (
        <AuthNotice severity="success" text={done} to="/signin" linkLabel={t('signUp.signInLink')} />
      ) : (
        <SignUpForm onDone={setDone} />
      )}
    </AuthLayout>
  );
}

/** The sign-up form (`POST /api/auth/signup`): `onDone` gets the server's message, a failure the toaster. */
function SignUpForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useFormDialog(SignUpSchema, { name: '', email: '', password: '' });
  const onSubmit = useAuthSubmit(form, async (values) => {
    await signUpRequest(values);
    onDone(translateMessage(MSG.messages.signUpCreated));
  });
  return (
    <AuthForm
      screen="signUp"
      form={form}
      onSubmit={onSubmit}
      footer={
        <AuthFooterLine text={t('signUp.haveAccount')}>
          <Link component={RouterLink} to="/signin">
            {t('signUp.signInLink')}
          </Link>
        </AuthFooterLine>
      }
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('signUp.name')}
        autoComplete="name"
        placeholder={t('placeholders.name')}
        autoFocus
      />
      <AuthEmailField control={form.control} name="email" label={t('signUp.email')} />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('signUp.password')}
        autoComplete="new-password"
        helperText={t('signUp.passwordHelp')}
      />
    </AuthForm>
  );
}
