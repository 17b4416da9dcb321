import { canPostToIntegration } from '@leadhouse/domain';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import { useIntegrationOptions, usePostToIntegration } from '../api/integrations-api';

type IntegrationOption = NonNullable<ReturnType<typeof useIntegrationOptions>['data']>[number];

/** The integration to post to, among the active ones; a paused one says so after its name. */
function IntegrationSelect(props: {
  options: IntegrationOption[];
  value: string;
  onChange: (integrationId: string) => void;
}) {
  const { t } = useTranslation(['integrations', 'common']);
  return (
    <TextField
      select
      fullWidth
      autoFocus
      label={t('post.integration')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ mt: 1 }}
    >
      {props.options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
          {o.paused ? ` (${t('post.paused')})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Picks an integration and posts the leads to it (spec §7 `leads/postToIntegration`, §8 message). */
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
  const titleId = useId();
  const options = useIntegrationOptions();
  const post = usePostToIntegration();
  const usable = (options.data ?? []).filter((o) => o.active);
  const [integrationId, setIntegrationId] = useState('');
  const chosen = integrationId || usable[0]?.id || '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    post.mutate(
      { leadsIds: [...leadIds], integrationId: chosen },
      {
        onSuccess: (r) => {
          // spec §8: 'Leads had been POSTED Successfully, Count: ' + count.
          const text = t('post.success', { count: r.count });
          toast.success(r.skipped > 0 ? `${text}. ${t('post.skipped', { count: r.skipped })}` : text);
          onPosted?.();
          onClose();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('post.title', { count: leadIds.length })}</DialogTitle>
        <DialogContent>
          {options.isSuccess && usable.length === 0 ? (
            <Alert severity="info">{t('post.none')}</Alert>
          ) : (
            <IntegrationSelect options={usable} value={chosen} onChange={setIntegrationId} />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!chosen} loading={post.isPending}>
            {t('post.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
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
