import { ApiKeyCreateSchema, MSG, type ApiKeyCreated } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormSelectField, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { CopyField, ShownOnceDialog } from '../../../components/shown-once-dialog';
import { useToast } from '../../feedback';
import { useAffiliateOptions } from '../../users';
import { useCreateApiKey } from '../api/api-keys-api';

const FormSchema = z.object({
  name: ApiKeyCreateSchema.shape.name,
  /** '' = the caller itself (an affiliate's own key). */
  userId: z.string(),
});
/** An admin names the affiliate: keys belong to affiliates, and "Myself" was always refused for an admin. */
const AdminFormSchema = FormSchema.extend({ userId: z.string().min(1, MSG.problems.chooseAffiliate) });
type Form = z.input<typeof FormSchema>;

/** Create a named key; an admin picks the affiliate that owns it. Calls `onCreated` with the secret. */
export function CreateApiKeyDialog({
  isAdmin,
  onClose,
  onCreated,
}: {
  isAdmin: boolean;
  onClose: () => void;
  onCreated: (key: ApiKeyCreated) => void;
}) {
  const { t } = useTranslation(['apiKeys', 'common']);
  const affiliates = useAffiliateOptions(isAdmin, { activeOnly: true });
  const create = useCreateApiKey();
  const form = useFormDialog<Form>(isAdmin ? AdminFormSchema : FormSchema, { name: '', userId: '' });
  return (
    <FormDialog
      form={form}
      title={t('form.title')}
      submitLabel={t('common:actions.create')}
      closeOnSuccess={false}
      onSubmit={async (values) =>
        onCreated(
          await create.mutateAsync({ name: values.name, ...(values.userId && { userId: values.userId }) }),
        )
      }
      onClose={onClose}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('form.name')}
        required
        helperText={t('form.nameHelp')}
      />
      {isAdmin && (
        <FormSelectField
          control={form.control}
          name="userId"
          label={t('form.affiliate')}
          helperText={t('form.affiliateHelp')}
          required
          options={(affiliates.data ?? []).map((u) => ({ value: u.id, label: `${u.name} · ${u.email}` }))}
        />
      )}
    </FormDialog>
  );
}

/** The new key, shown once, with a copy button and a clear warning. */
export function NewKeyDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const toast = useToast();
  return (
    <ShownOnceDialog
      title={t('created.title')}
      warning={t('created.warning')}
      doneLabel={t('created.done')}
      onClose={onClose}
    >
      <CopyField
        label={t('created.key')}
        value={created.key}
        copyLabel={t('created.copy')}
        onCopied={() => toast.success(t('created.copied'))}
      />
    </ShownOnceDialog>
  );
}
