import { SavedViewCreateSchema } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { errorText } from '../../../lib/i18n';

const NameSchema = z.object({ name: SavedViewCreateSchema.shape.name });
type NameForm = z.output<typeof NameSchema>;

/**
 * Asks for a view's name (save or rename). `onSubmit` saves it; a refusal (a name already used: 409) is
 * shown under the field and the dialog stays open.
 */
export function ViewNameDialog({
  title,
  initial,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['savedViews', 'common']);
  const form = useFormDialog<NameForm>(NameSchema, { name: initial });
  return (
    <FormDialog
      form={form}
      title={title}
      submitLabel={t('common:actions.save')}
      maxWidth="xs"
      onSubmit={async ({ name }) => {
        try {
          await onSubmit(name);
        } catch (error) {
          // The refusal is shown under the name, not in the toaster.
          form.setError('name', { message: errorText(error) });
          return false;
        }
      }}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label={t('name')} />
    </FormDialog>
  );
}
