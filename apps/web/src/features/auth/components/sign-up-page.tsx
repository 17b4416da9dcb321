import { MSG, SignUpSchema } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormPasswordField, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { errorText, translateMessage } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { signUpRequest } from '../api/auth-api';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

/** Sign-up screen: name, email, password; shows the server's message (account awaits activation). */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<string | null>(null);
  return (
    <AuthLayout title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success" role="alert">
            {done}
          </Alert>
          <Button component={RouterLink} to="/signin" variant="contained" fullWidth>
            {t('signUp.signInLink')}
          </Button>
        </Stack>
      ) : (
        <SignUpForm onDone={setDone} />
      )}
    </AuthLayout>
  );
}

/** The sign-up form (`POST /api/auth/signup`): `onDone` gets the server's message, a failure the toaster. */
function SignUpForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const form = useFormDialog(SignUpSchema, { name: '', email: '', password: '' });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUpRequest(values);
      onDone(translateMessage(MSG.messages.signUpCreated));
    } catch (error) {
      toast.error(errorText(error));
    }
  });
  return (
    <AuthForm
      label={t('signUp.title')}
      onSubmit={onSubmit}
      submitLabel={t('signUp.submit')}
      submitting={form.formState.isSubmitting}
      footer={
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('signUp.haveAccount')}{' '}
          <Link component={RouterLink} to="/signin">
            {t('signUp.signInLink')}
          </Link>
        </Typography>
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
      <FormTextField
        control={form.control}
        name="email"
        label={t('signUp.email')}
        type="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
      />
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
