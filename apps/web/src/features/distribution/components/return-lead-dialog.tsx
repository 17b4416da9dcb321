import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { useReturnLead } from '../api/distribution-api';

interface Props {
  leadId: string;
  /** The buyers that accepted the lead (one of them returns it). */
  buyers: readonly { integrationId: string; integrationName: string }[];
  onClose: () => void;
}

/**
 * The return form's state and submit (issue 20 §2): the buyer (first accepted buyer by default), the
 * reason (trimmed, 1-500 characters) and whether to re-route; on success a toast and close, on error the
 * server's message as a toast.
 */
function useReturnLeadForm(leadId: string, buyers: Props['buyers'], onClose: () => void) {
  const { t } = useTranslation(['distribution', 'common']);
  const toast = useToast();
  const send = useReturnLead();
  const [integrationId, setIntegrationId] = useState(buyers[0]?.integrationId ?? '');
  const [reason, setReason] = useState('');
  const [reroute, setReroute] = useState(false);
  const valid = integrationId !== '' && reason.trim().length > 0 && reason.trim().length <= 500;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    send.mutate(
      { leadId, integrationId, reason: reason.trim(), reroute },
      {
        onSuccess: () => {
          toast.success(t('route.returned'));
          onClose();
        },
        onError: (e) => toast.error(errorText(e)),
      },
    );
  };
  return { integrationId, setIntegrationId, reason, setReason, reroute, setReroute, valid, send, submit };
}

/**
 * A buyer returns the lead (`POST /api/distribution/returns`): which buyer, the reason (1-500 characters)
 * and whether to send it on to the next buyer. The buyer's revenue is reversed once (server).
 */
export function ReturnLeadDialog({ leadId, buyers, onClose }: Props) {
  const { t } = useTranslation(['distribution', 'common']);
  const titleId = useId();
  const { integrationId, setIntegrationId, reason, setReason, reroute, setReroute, valid, send, submit } =
    useReturnLeadForm(leadId, buyers, onClose);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('route.returnTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('route.returnBuyer')}
              value={integrationId}
              onChange={(e) => setIntegrationId(e.target.value)}
            >
              {buyers.map((b) => (
                <MenuItem key={b.integrationId} value={b.integrationId}>
                  {b.integrationName}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('route.returnReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              autoFocus
            />
            <FormControlLabel
              control={<Checkbox checked={reroute} onChange={(e) => setReroute(e.target.checked)} />}
              label={t('route.returnReroute')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid} loading={send.isPending}>
            {t('route.returnAction')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
