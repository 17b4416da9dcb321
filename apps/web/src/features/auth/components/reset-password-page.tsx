import { MSG, NewPasswordSchema } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormPasswordField, useFormDialog } from '../../../components/form-dialog';
import { fieldErrorText, translateMessage } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { resetPasswordRequest } from '../api/auth-api';
import { AuthForm, AuthNotice, BackToSignInLink, useAuthSubmit } from './auth-form';
import { AuthLayout } from './auth-layout';

const MISMATCH = 'mismatch';
const ResetFormSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MISMATCH });

/** Reset-password screen (`/reset-password?token=`): the new password twice. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout screen="reset">
      {token.length < 20 ? (
        <AuthNotice
          severity="warning"
          text={t('reset.missingToken')}
          to="/forgot-password"
          linkLabel={t('reset.requestNew')}
        />
      ) : (
        <ResetForm token={token} />
      )}
    </AuthLayout>
  );
}

/**
 * The new password twice (`POST /api/auth/reset-password` with the link's `token`): the confirmation must
 * match; done, back to sign in with the server's message.
 */
function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const form = useFormDialog(ResetFormSchema, { password: '', confirm: '' });
  const onSubmit = useAuthSubmit(form, async ({ password }) => {
    await resetPasswordRequest({ token, password });
    toast.show(translateMessage(MSG.messages.passwordReset), 'success');
    await navigate('/signin', { replace: true });
  });
  return (
    <AuthForm screen="reset" form={form} onSubmit={onSubmit} footer={<BackToSignInLink />}>
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('reset.password')}
        autoComplete="new-password"
        autoFocus
      />
      <FormPasswordField
        control={form.control}
        name="confirm"
        label={t('reset.confirm')}
        autoComplete="new-password"
        messageText={(message) => (message === MISMATCH ? t('reset.mismatch') : fieldErrorText(message))}
      />
    </AuthForm>
  );
}
