import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, SignUpSchema, type SignUp } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '../../../components/password-field';
import { errorText, fieldErrorText, translateMessage } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { signUpRequest } from '../api/auth-api';
import { AuthLayout } from './auth-layout';

/** Sign-up screen: name, email, password; shows the server's message (account awaits activation). */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof SignUpSchema>, unknown, SignUp>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUpRequest(values);
      setDone(translateMessage(MSG.messages.signUpCreated));
    } catch (error) {
      toast.error(errorText(error));
    }
  });

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
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('signUp.title')}>
          <TextField
            {...register('name')}
            label={t('signUp.name')}
            autoComplete="name"
            placeholder={t('placeholders.name')}
            autoFocus
            fullWidth
            error={Boolean(errors.name)}
            helperText={fieldErrorText(errors.name?.message)}
          />
          <TextField
            {...register('email')}
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            placeholder={t('placeholders.email')}
            fullWidth
            error={Boolean(errors.email)}
            helperText={fieldErrorText(errors.email?.message)}
          />
          <PasswordField
            {...register('password')}
            label={t('signUp.password')}
            autoComplete="new-password"
            fullWidth
            error={Boolean(errors.password)}
            helperText={fieldErrorText(errors.password?.message) ?? t('signUp.passwordHelp')}
          />
          <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
            {t('signUp.submit')}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {t('signUp.haveAccount')}{' '}
            <Link component={RouterLink} to="/signin">
              {t('signUp.signInLink')}
            </Link>
          </Typography>
        </Stack>
      )}
    </AuthLayout>
  );
}
