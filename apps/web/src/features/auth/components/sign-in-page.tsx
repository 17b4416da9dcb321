import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, type SignIn } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { fieldErrorText } from '../../../lib/i18n';
import { clearAuthData } from '../../../lib/session';
import { useToast } from '../../feedback';
import { signInRequest } from '../api/auth-api';
import { useAuth } from '../auth-context';
import { signInErrorText } from '../sign-in-error';
import { AuthLayout } from './auth-layout';

/** Sign-in screen: email (sent as username), password, remember me, links to reset and sign-up. */
export default function SignInPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { completeSignIn } = useAuth();
  const toast = useToast();
  const [remember, setRemember] = useState(true);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof SignInSchema>, unknown, SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await signInRequest(values);
      toast.show(t('common:messages.loginSuccess'), 'success');
      // Marking the session signed in lets <RedirectIfSignedIn> move on to the remembered location.
      completeSignIn(response);
    } catch (error) {
      clearAuthData();
      toast.error(signInErrorText(error));
    }
  });

  return (
    <AuthLayout title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('signIn.title')}>
        <TextField
          {...register('username')}
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          placeholder={t('placeholders.email')}
          autoFocus
          fullWidth
          error={Boolean(errors.username)}
          helperText={fieldErrorText(errors.username?.message)}
        />
        <PasswordField
          {...register('password')}
          label={t('signIn.password')}
          autoComplete="current-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={fieldErrorText(errors.password?.message)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={
              <Checkbox size="small" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            }
            label={<Typography variant="body2">{t('signIn.rememberMe')}</Typography>}
          />
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            {t('signIn.forgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
          {t('signIn.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('signIn.noAccount')}{' '}
          <Link component={RouterLink} to="/signup">
            {t('signIn.signUpLink')}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
