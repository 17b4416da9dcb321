import { zodResolver } from '@hookform/resolvers/zod';
import { SavedViewCreateSchema } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText, fieldErrorText } from '../../../i18n/server-message';

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
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameForm>({ resolver: zodResolver(NameSchema), defaultValues: { name: initial } });

  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch (err) {
      setError('name', { message: errorText(err) });
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('name')}
            autoFocus
            fullWidth
            margin="dense"
            label={t('name')}
            error={Boolean(errors.name)}
            helperText={fieldErrorText(errors.name?.message)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
