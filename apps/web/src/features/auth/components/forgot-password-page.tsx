import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema, TIMINGS, type ForgotPassword } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorText, fieldErrorText } from '../../../lib/i18n';
import { SUPPORT_EMAIL } from '../../../lib/config';
import { useToast } from '../../feedback';
import { forgotPasswordRequest } from '../api/auth-api';
import { AuthLayout } from './auth-layout';

/** Forgot-password screen: mails a reset link, shows the success alert, then goes to / after 1.5 s. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ForgotPasswordSchema>, unknown, ForgotPassword>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => void navigate('/'), TIMINGS.forgotPasswordRedirectMs);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgotPasswordRequest(values);
      setSent(true);
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('forgot.title')}>
        {sent && (
          <Alert severity="success" role="alert">
            {t('common:messages.forgotPasswordSent')}
          </Alert>
        )}
        <TextField
          {...register('email')}
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          placeholder={t('placeholders.email')}
          autoFocus
          fullWidth
          disabled={sent}
          error={Boolean(errors.email)}
          helperText={fieldErrorText(errors.email?.message)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isSubmitting}
          disabled={sent}
          fullWidth
        >
          {t('forgot.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('forgot.needHelp')} <Link href={`mailto:${SUPPORT_EMAIL}`}>{t('forgot.contactSupport')}</Link>
        </Typography>
        <Link component={RouterLink} to="/signin" variant="body2" sx={{ textAlign: 'center' }}>
          {t('forgot.backToSignIn')}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
