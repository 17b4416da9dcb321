import { canPostToIntegration, PostToIntegrationSchema } from '@leadhouse/domain';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog, FormSelectField, useFormDialog } from '../../../components/form-dialog';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import { useIntegrationOptions, usePostToIntegration } from '../api/integrations-api';

/** The dialog's one field: the contract's integration (the leads are the selection). */
const PostFormSchema = PostToIntegrationSchema.pick({ integrationId: true });
type PostForm = z.input<typeof PostFormSchema>;

/**
 * Picks an integration among the active ones (the first by default; a paused one says so after its name)
 * and posts the leads to it (spec §7 `leads/postToIntegration`, §8 message), on the shared form dialog
 * (issue 20 §2). Without an active integration it says where they are added, and Post stays off.
 */
function PostDialog({
  leadIds,
  onClose,
  onPosted,
}: {
  leadIds: readonly string[];
  onClose: () => void;
  onPosted?: () => void;
}) {
  const { t } = useTranslation(['integrations', 'common']);
  const toast = useToast();
  const options = useIntegrationOptions();
  const post = usePostToIntegration();
  const usable = (options.data ?? []).filter((o) => o.active);
  const form = useFormDialog<PostForm>(PostFormSchema, { integrationId: '' });
  const first = usable[0]?.id;
  useEffect(() => {
    if (first && !form.getValues('integrationId')) form.setValue('integrationId', first);
  }, [first, form]);
  const none = options.isSuccess && usable.length === 0;
  return (
    <FormDialog
      form={form}
      title={t('post.title', { count: leadIds.length })}
      submitLabel={t('post.submit')}
      submitDisabled={!form.watch('integrationId')}
      maxWidth="xs"
      onSubmit={async ({ integrationId }) => {
        const r = await post.mutateAsync({ leadsIds: [...leadIds], integrationId });
        // spec §8: 'Leads had been POSTED Successfully, Count: ' + count.
        const text = t('post.success', { count: r.count });
        toast.success(r.skipped > 0 ? `${text}. ${t('post.skipped', { count: r.skipped })}` : text);
        onPosted?.();
      }}
      onClose={onClose}
    >
      {none ? (
        <Alert severity="info">{t('post.none')}</Alert>
      ) : (
        <FormSelectField
          control={form.control}
          name="integrationId"
          label={t('post.integration')}
          options={usable.map((o) => ({
            value: o.id,
            label: o.paused ? `${o.name} (${t('post.paused')})` : o.name,
          }))}
        />
      )}
    </FormDialog>
  );
}

/**
 * "Post to integration" for the leads bulk bar and the lead drawer: shown to the roles that may post
 * (`canPostToIntegration`), disabled without a selection.
 */
export function PostToIntegrationButton({
  leadIds,
  onPosted,
  variant = 'text',
}: {
  leadIds: readonly string[];
  onPosted?: () => void;
  variant?: 'text' | 'outlined';
}) {
  const { t } = useTranslation('integrations');
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user || !canPostToIntegration(user)) return null;
  return (
    <>
      <Button
        size="small"
        color={variant === 'text' ? 'inherit' : 'primary'}
        variant={variant}
        startIcon={<SendOutlined fontSize="small" />}
        disabled={leadIds.length === 0}
        onClick={() => setOpen(true)}
      >
        {t('post.button')}
      </Button>
      {open && <PostDialog leadIds={leadIds} onClose={() => setOpen(false)} onPosted={onPosted} />}
    </>
  );
}
