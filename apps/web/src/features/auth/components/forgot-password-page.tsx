import { ForgotPasswordSchema, TIMINGS } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField, useFormDialog } from '../../../components/form-dialog';
import { SUPPORT_EMAIL } from '../../../lib/config';
import { forgotPasswordRequest } from '../api/auth-api';
import { AuthForm, BackToSignInLink, useAuthSubmit } from './auth-form';
import { AuthLayout } from './auth-layout';

/** Once `sent`, goes to / after `TIMINGS.forgotPasswordRedirectMs` (1.5 s; spec: the success alert, then home). */
function useRedirectHomeWhenSent(sent: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => void navigate('/'), TIMINGS.forgotPasswordRedirectMs);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);
}

/** Forgot-password screen: mails a reset link, shows the success alert, then goes to / after 1.5 s. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [sent, setSent] = useState(false);
  const form = useFormDialog(ForgotPasswordSchema, { email: '' });
  useRedirectHomeWhenSent(sent);

  const onSubmit = useAuthSubmit(form, async (values) => {
    await forgotPasswordRequest(values);
    setSent(true);
  });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <AuthForm
        label={t('forgot.title')}
        onSubmit={onSubmit}
        submitLabel={t('forgot.submit')}
        submitting={form.formState.isSubmitting}
        disabled={sent}
        footer={<ForgotFooter />}
      >
        {sent && (
          <Alert severity="success" role="alert">
            {t('common:messages.forgotPasswordSent')}
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="email"
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          placeholder={t('placeholders.email')}
          autoFocus
          disabled={sent}
        />
      </AuthForm>
    </AuthLayout>
  );
}

/** Under the form: "need help? contact support" (a mail link) and back to sign in. */
function ForgotFooter() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        {t('forgot.needHelp')} <Link href={`mailto:${SUPPORT_EMAIL}`}>{t('forgot.contactSupport')}</Link>
      </Typography>
      <BackToSignInLink />
    </>
  );
}
