import type { AccountDetail } from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatMoney } from '../../../lib/money';
import { useAuth } from '../../auth';
import { useAccount } from '../api/accounts-api';
import { AccountFormDialog } from './account-form-dialog';
import { AttachCampaignDialog } from './attach-campaign-dialog';
import { AccountStats } from './account-stats';
import { accountStatus } from './accounts-page';
import { LedgerTable } from './ledger-table';
import { AddFundsDialog, AddItemDialog } from './money-dialogs';
import { PlanCard } from './plan-card';
import { ActivateDialog } from './reason-dialogs';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../components/screens';
import { BackArrow } from '../../../components/back-arrow';

type Open = 'funds' | 'item' | 'activate' | 'edit' | 'campaign' | null;

function Section({ children }: { children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {children}
    </Paper>
  );
}

/** Balance, overdraft and the ledger check; status and the active switch; add funds and add item. */
function BalanceSection({ detail, onOpen }: { detail: AccountDetail; onOpen: (open: Open) => void }) {
  const { t, i18n } = useTranslation('accounts');
  const { account } = detail;
  const status = accountStatus(account);
  return (
    <Section>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary">
            {t('detail.balance')}
          </Typography>
          <Typography variant="h4" component="p" data-testid="account-balance">
            <bdi>{formatMoney(account.funds, i18n.language, account.currency)}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('detail.overdraft', {
              amount: formatMoney(account.overdraftLimit, i18n.language, account.currency),
            })}
          </Typography>
          <Typography variant="caption" color={detail.check.balanced ? 'success.main' : 'error.main'}>
            {detail.check.balanced
              ? t('detail.checkOk', { count: detail.ledger.length * 2 })
              : t('detail.checkBad', {
                  amount: formatMoney(detail.check.entriesSum, i18n.language, account.currency),
                })}
          </Typography>
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Chip
            label={t(`status.${status}`)}
            color={status === 'active' ? 'success' : status === 'unpaid' ? 'warning' : 'default'}
          />
          <FormControlLabel
            control={<Switch checked={account.active} onChange={() => onOpen('activate')} />}
            label={t('detail.active')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<Add />} onClick={() => onOpen('funds')}>
            {t('detail.addFunds')}
          </Button>
          <Button variant="outlined" startIcon={<Add />} onClick={() => onOpen('item')}>
            {t('detail.addItem')}
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
}

/** The campaigns of the account, and "attach" for those who may manage campaigns. */
function CampaignsSection({ detail, onAttach }: { detail: AccountDetail; onAttach: () => void }) {
  const { t } = useTranslation('accounts');
  const { isAllowed } = useAuth();
  return (
    <Section>
      <Typography variant="subtitle1" component="h2">
        {t('detail.campaigns')}
      </Typography>
      {isAllowed('campaigns') && (
        <Button size="small" onClick={onAttach}>
          {t('campaigns.attach')}
        </Button>
      )}
      {detail.campaigns.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('detail.noCampaigns')}
        </Typography>
      ) : (
        <List dense>
          {detail.campaigns.map((c) => (
            <ListItem key={c.id} disableGutters>
              <ListItemText primary={c.name} />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

/** Every activation and deactivation, with its reason, time and who did it. */
function HistorySection({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation('accounts');
  return (
    <Section>
      <Typography variant="subtitle1" component="h2">
        {t('detail.history')}
      </Typography>
      <List dense>
        {detail.activations.map((h) => (
          <ListItem key={h.createdAt + h.reason} disableGutters>
            <ListItemText
              primary={`${t(h.active ? 'status.active' : 'status.inactive')} · ${h.reason}`}
              secondary={`${formatDateTime(h.createdAt)}${h.createdByName ? ` · ${h.createdByName}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

function Body({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState<Open>(null);
  const { account } = detail;
  useDocumentTitle(account.stageName);
  return (
    <>
      <PageHeader
        title={account.stageName}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/accounts" startIcon={<BackArrow />}>
              {t('detail.back')}
            </Button>
            <Button onClick={() => setOpen('edit')}>{t('detail.edit')}</Button>
          </Stack>
        }
      />
      <Stack spacing={2}>
        <BalanceSection detail={detail} onOpen={setOpen} />
        <Section>
          <AccountStats account={account} />
        </Section>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          <Box sx={{ flex: 1 }}>
            <Section>
              <PlanCard account={account} />
            </Section>
          </Box>
          <Box sx={{ flex: 1 }}>
            <CampaignsSection detail={detail} onAttach={() => setOpen('campaign')} />
          </Box>
        </Stack>
        <Section>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('detail.ledger')}
          </Typography>
          <LedgerTable detail={detail} />
        </Section>
        <HistorySection detail={detail} />
      </Stack>
      {open === 'funds' && <AddFundsDialog detail={detail} onClose={() => setOpen(null)} />}
      {open === 'item' && <AddItemDialog detail={detail} onClose={() => setOpen(null)} />}
      {open === 'activate' && <ActivateDialog account={account} onClose={() => setOpen(null)} />}
      {open === 'edit' && <AccountFormDialog account={account} onClose={() => setOpen(null)} />}
      {open === 'campaign' && <AttachCampaignDialog account={account} onClose={() => setOpen(null)} />}
    </>
  );
}

/** Account detail (spec §2 /account/{id}): balance, ledger, plan, campaigns, statistics, history. */
export default function AccountPage() {
  const { t } = useTranslation('accounts');
  const { id = '' } = useParams();
  const { data, isLoading, error } = useAccount(id);
  if (isLoading) return <LinearProgress />;
  if (error || !data) return <Alert severity="warning">{t('detail.notFound')}</Alert>;
  return <Body detail={data} />;
}
