import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toastOutcome } from '../../../lib/outcome-toasts';
import { errorText } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../feedback';
import { useCheckDomain, useDomain, useSetDomainActive } from '../api/domains-api';
import { DomainStateChip } from './domain-state-chip';
import { TxtRecordPanel } from './txt-record-panel';

type DomainDetail = NonNullable<ReturnType<typeof useDomain>['data']>;

/**
 * One domain: its state (polled while pending), the TXT record to create with copy buttons, "check
 * now", the serve switch of a verified domain, the landing page link and the check history.
 */
export function DomainDialog({
  id,
  onClose,
  onHost,
}: {
  id: string;
  onClose: () => void;
  onHost: () => void;
}) {
  const { t } = useTranslation(['domains', 'common']);
  const titleId = useId();
  const { data: domain } = useDomain(id);
  const proven = domain?.state === 'verified' || domain?.state === 'active';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span dir="ltr">{domain?.unicodeName ?? ''}</span>
          {domain && <DomainStateChip state={domain.state} />}
        </Stack>
      </DialogTitle>
      <DialogContent>
        {!domain ? <LinearProgress /> : <DomainDetails domain={domain} proven={proven} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onHost} disabled={!proven}>
          {t('hostPage')}
        </Button>
        <CheckNowButton id={id} />
        <Button variant="contained" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The dialog's body: names, last outcome and next check, TXT record, serve switch, landing page, history. */
function DomainDetails({ domain, proven }: { domain: DomainDetail; proven: boolean }) {
  const { t } = useTranslation(['domains', 'common']);
  return (
    <Stack spacing={2}>
      {domain.unicodeName !== domain.name && (
        <Typography variant="body2" color="text.secondary" dir="ltr">
          {domain.name}
        </Typography>
      )}
      <Typography variant="body2">
        {domain.lastOutcome ? t(`outcomes.${domain.lastOutcome}`) : t('never')}
        {domain.nextCheckAt && ` · ${t('nextCheck', { at: formatDateTime(domain.nextCheckAt) })}`}
      </Typography>
      <TxtRecordPanel name={domain.txtName} value={domain.txtValue} />
      {proven && <ServeSwitch domain={domain} />}
      {domain.hosting && (
        <Typography variant="body2">
          {domain.hosting.campaignName} · {domain.hosting.title} ·{' '}
          <Link href={`http://${domain.name}/`} target="_blank" rel="noopener">
            {t('hosting.open')}
          </Link>
        </Typography>
      )}
      <CheckHistory checks={domain.checks} />
    </Stack>
  );
}

/** The serve switch of a verified domain (`active` serves its landing page); a failure goes to the toaster. */
function ServeSwitch({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation(['domains', 'common']);
  const toast = useToast();
  const setActive = useSetDomainActive();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={domain.state === 'active'}
          disabled={setActive.isPending}
          onChange={(e) =>
            setActive.mutate(
              { id: domain.id, active: e.target.checked },
              { onError: (err) => toast.error(errorText(err)) },
            )
          }
        />
      }
      label={t('activate')}
    />
  );
}

/** The domain's check history, newest first: when, outcome, trigger and the state change. */
function CheckHistory({ checks }: { checks: DomainDetail['checks'] }) {
  const { t } = useTranslation(['domains', 'common']);
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t('history.title')}
      </Typography>
      <List dense aria-label={t('history.title')}>
        {checks.length === 0 && <ListItem>{t('history.empty')}</ListItem>}
        {checks.map((c) => (
          <ListItem key={c.id} divider>
            <ListItemText
              primary={`${formatDateTime(c.checkedAt)} · ${t(`outcomes.${c.outcome}`)}`}
              secondary={`${t(`history.trigger.${c.trigger}`)} · ${t(`states.${c.stateBefore}`)} → ${t(`states.${c.stateAfter}`)}${c.detail ? ` · ${c.detail}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** "Check now" (`POST /api/domains/:id/check`): reports the outcome, or the failure, in the toaster. */
function CheckNowButton({ id }: { id: string }) {
  const { t } = useTranslation(['domains', 'common']);
  const toast = useToast();
  const check = useCheckDomain();
  return (
    <Button
      startIcon={<Refresh />}
      loading={check.isPending}
      onClick={() =>
        check.mutate(
          id,
          toastOutcome(toast, (d) => t('checked', { outcome: t(`outcomes.${d.lastOutcome ?? 'missing'}`) })),
        )
      }
    >
      {t('checkNow')}
    </Button>
  );
}
