import { ForgotPasswordSchema, TIMINGS } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormDialog } from '../../../components/form-dialog';
import { SUPPORT_EMAIL } from '../../../lib/config';
import { forgotPasswordRequest } from '../api/auth-api';
import { AuthEmailField, AuthFooterLine, AuthForm, BackToSignInLink, useAuthSubmit } from './auth-form';
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
    <AuthLayout screen="forgot">
      <AuthForm screen="forgot" form={form} onSubmit={onSubmit} disabled={sent} footer={<ForgotFooter />}>
        {sent && (
          <Alert severity="success" role="alert">
            {t('common:messages.forgotPasswordSent')}
          </Alert>
        )}
        <AuthEmailField
          control={form.control}
          name="email"
          label={t('forgot.email')}
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
      <AuthFooterLine text={t('forgot.needHelp')}>
        <Link href={`mailto:${SUPPORT_EMAIL}`}>{t('forgot.contactSupport')}</Link>
      </AuthFooterLine>
      <BackToSignInLink />
    </>
  );
}
