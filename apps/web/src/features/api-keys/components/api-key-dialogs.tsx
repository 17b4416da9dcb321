import { ApiKeyCreateSchema, type ApiKeyCreated } from '@leadhouse/domain';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormSelectField, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { useToast } from '../../feedback';
import { useAffiliates, useCreateApiKey } from '../api/api-keys-api';

const FormSchema = z.object({
  name: ApiKeyCreateSchema.shape.name,
  /** '' = the caller itself. */
  userId: z.string(),
});
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
  const affiliates = useAffiliates(isAdmin);
  const create = useCreateApiKey();
  const form = useFormDialog<Form>(FormSchema, { name: '', userId: '' });
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
          options={[
            { value: '', label: t('form.self') },
            ...(affiliates.data ?? []).map((u) => ({ value: u.id, label: `${u.name} · ${u.email}` })),
          ]}
        />
      )}
    </FormDialog>
  );
}

/** The new key, shown once, with a copy button and a clear warning. */
export function NewKeyDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const toast = useToast();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success(t('created.copied'));
    } catch {
      // No clipboard (insecure context): the key stays selectable in the field.
    }
  };
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('created.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('created.warning')}</Alert>
          <TextField
            label={t('created.key')}
            value={created.key}
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                dir: 'ltr',
                onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
              },
              input: {
                sx: { fontFamily: 'monospace', fontSize: 13 },
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('created.copy')} onClick={() => void copy()}>
                      <ContentCopy fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('created.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
