import { DomainAddSchema, type Domain } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog, FormSwitchField, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { useAddDomain } from '../api/domains-api';

type Form = z.input<typeof DomainAddSchema>;
type FormOutput = z.output<typeof DomainAddSchema>;

/**
 * Add a domain (`POST /api/domains {name, active, origin}`): the name is normalised and checked with the
 * domain package's rules as typed (the server applies the same); `onAdded` gets the new domain.
 */
export function AddDomainDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (d: Domain) => void }) {
  const { t } = useTranslation(['domains', 'common']);
  const add = useAddDomain();
  const form = useFormDialog<Form, FormOutput>(DomainAddSchema, { name: '', active: true, origin: '' });
  const send = async (values: FormOutput) => {
    const domain = await add.mutateAsync({
      name: values.name,
      active: values.active,
      ...(values.origin ? { origin: values.origin } : {}),
    });
    onAdded(domain);
  };
  return (
    <FormDialog
      form={form}
      title={t('form.title')}
      submitLabel={t('common:actions.create')}
      successMessage={t('added')}
      closeOnSuccess={false}
      onSubmit={send}
      onClose={onClose}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('form.name')}
        required
        helperText={t('form.nameHelp')}
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
      />
      <FormTextField control={form.control} name="origin" label={t('form.origin')} />
      <FormSwitchField control={form.control} name="active" label={t('form.active')} checkbox />
    </FormDialog>
  );
}
