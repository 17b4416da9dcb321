import type { Integration, IntegrationSecretsSchema } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { useToast } from '../../feedback';
import { useCreateIntegration, useUpdateIntegration } from '../api/integrations-api';
import {
  formValuesOf,
  IntegrationFormSchema,
  type IntegrationForm,
  type IntegrationFormOutput,
} from './integration-form-schema';
import { INTEGRATION_FORM_SECTIONS } from './integration-form-sections';

type Secrets = z.infer<typeof IntegrationSecretsSchema>;

interface Props {
  integration: Integration | null;
  onClose: () => void;
  onCreated: (secrets: Secrets) => void;
  onTest: (integration: Integration) => void;
  /** Existing integrations: ask for a new signing secret (confirmed by the caller). */
  onRotate?: (integration: Integration) => void;
}

/**
 * Create / edit an integration: integration user (create only), URL, method, body format, headers with
 * secrets, field mapping, where the customer id is, what means rejected, rate limit, active (the sections
 * of `integration-form-sections.tsx`). A new integration answers its signing secret and postback URL once
 * (`onCreated`).
 */
export function IntegrationFormDialog({ integration, onClose, onCreated, onTest, onRotate }: Props) {
  const { t } = useTranslation(['integrations', 'common']);
  const isNew = integration === null;
  const form = useFormDialog<IntegrationForm, IntegrationFormOutput>(
    IntegrationFormSchema,
    formValuesOf(integration),
  );
  const submit = useIntegrationSubmit(integration, form.getValues, form.setError, onCreated);
  return (
    <FormDialog
      form={form}
      title={isNew ? t('form.addTitle') : t('form.editTitle', { name: integration.name })}
      submitLabel={isNew ? t('common:actions.create') : t('common:actions.save')}
      onSubmit={submit}
      onClose={onClose}
      closeOnSuccess={!isNew}
      successMessage={isNew ? undefined : t('form.saved')}
      invalidSummary={t('common:errors.VALIDATION')}
      maxWidth="md"
      extraActions={
        integration && (
          <>
            <Button onClick={() => onTest(integration)}>{t('actions.test')}</Button>
            {onRotate && (
              <Button color="warning" onClick={() => onRotate(integration)} sx={{ me: 'auto' }}>
                {t('rotate.button')}
              </Button>
            )}
          </>
        )
      }
    >
      {INTEGRATION_FORM_SECTIONS.map(({ key, Section, dividerBefore }) => (
        <Fragment key={key}>
          {dividerBefore && <Divider />}
          <Section form={form} isNew={isNew} />
        </Fragment>
      ))}
    </FormDialog>
  );
}

/** Creates (with the chosen integration user; answers the secrets once) or saves an integration. */
function useIntegrationSubmit(
  integration: Integration | null,
  getValues: (name: 'userId') => string,
  setError: (name: 'userId', error: { message: string }) => void,
  onCreated: (secrets: Secrets) => void,
) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const create = useCreateIntegration();
  const update = useUpdateIntegration();
  return async (input: IntegrationFormOutput) => {
    if (integration) return update.mutateAsync({ id: integration.id, body: input });
    const userId = getValues('userId');
    if (!userId) {
      setError('userId', { message: 'validation.required' });
      return false;
    }
    const secrets = await create.mutateAsync({ ...input, userId });
    toast.success(t('form.created'));
    onCreated(secrets);
    return true;
  };
}
