import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, NewPasswordSchema } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field';
import { errorText, fieldErrorText, translateMessage } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { resetPasswordRequest } from '../api/auth-api';
import { AuthLayout } from './auth-layout';

const MISMATCH = 'mismatch';
const ResetFormSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MISMATCH });
type ResetForm = z.infer<typeof ResetFormSchema>;

/** Reset-password screen (`/reset-password?token=`): the new password twice. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPasswordRequest({ token, password });
      toast.show(translateMessage(MSG.messages.passwordReset), 'success');
      await navigate('/signin', { replace: true });
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  const confirmError = errors.confirm?.message === MISMATCH ? t('reset.mismatch') : errors.confirm?.message;
  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {token.length < 20 ? (
        <Stack spacing={2}>
          <Alert severity="warning">{t('reset.missingToken')}</Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
            {t('reset.requestNew')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('reset.title')}>
          <PasswordField
            {...register('password')}
            label={t('reset.password')}
            autoComplete="new-password"
            autoFocus
            fullWidth
            error={Boolean(errors.password)}
            helperText={fieldErrorText(errors.password?.message)}
          />
          <PasswordField
            {...register('confirm')}
            label={t('reset.confirm')}
            autoComplete="new-password"
            fullWidth
            error={Boolean(errors.confirm)}
            helperText={confirmError}
          />
          <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
            {t('reset.submit')}
          </Button>
          <Link component={RouterLink} to="/signin" variant="body2" sx={{ textAlign: 'center' }}>
            {t('forgot.backToSignIn')}
          </Link>
        </Stack>
      )}
    </AuthLayout>
  );
}
