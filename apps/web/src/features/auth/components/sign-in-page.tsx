import { SignInSchema } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormPasswordField, useFormDialog } from '../../../components/form-dialog';
import { clearAuthData } from '../../../lib/session';
import { useToast } from '../../feedback';
import { signInRequest } from '../api/auth-api';
import { useAuth } from '../auth-context';
import { signInErrorText } from '../sign-in-error';
import { AuthEmailField, AuthFooterLine, AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

/** Sign-in screen: email (sent as username), password, remember me, links to reset and sign-up. */
export default function SignInPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { completeSignIn } = useAuth();
  const toast = useToast();
  const form = useFormDialog(SignInSchema, { username: '', password: '' });

  const onSubmit = form.handleSubmit(async (values) => {
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
    <AuthLayout screen="signIn">
      <AuthForm screen="signIn" form={form} onSubmit={onSubmit} footer={<SignUpLine />}>
        <AuthEmailField
          control={form.control}
          name="username"
          label={t('signIn.email')}
          autoComplete="username"
          autoFocus
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('signIn.password')}
          autoComplete="current-password"
        />
        <RememberRow />
      </AuthForm>
    </AuthLayout>
  );
}

/** "Remember me" (on by default) and the link to the forgot-password screen. */
function RememberRow() {
  const { t } = useTranslation(['auth', 'common']);
  const [remember, setRemember] = useState(true);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <FormControlLabel
        control={<Checkbox size="small" checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
        label={<Typography variant="body2">{t('signIn.rememberMe')}</Typography>}
      />
      <Link component={RouterLink} to="/forgot-password" variant="body2">
        {t('signIn.forgot')}
      </Link>
    </Box>
  );
}

/** "No account yet? Sign up" under the form. */
function SignUpLine() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthFooterLine text={t('signIn.noAccount')}>
      <Link component={RouterLink} to="/signup">
        {t('signIn.signUpLink')}
      </Link>
    </AuthFooterLine>
  );
}
