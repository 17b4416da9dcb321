import { LEAD_STATUSES, type LeadDetail, type LeadStatus } from '@leadhouse/domain';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { errorText } from '../../../i18n/server-message';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../feedback/toast-context';
import type { LeadsTranslation } from '../i18n/en';
import { useAddComment, useChangeStatus, useLead } from '../api/leads-api';
import { countryName, formatMoney, formatPhone, funnelKey, funnelOf, statusOf } from '../lead-display';
import { FunnelLabel, PlatformLabel, StatusChip } from './lead-cells';

type FieldKey = keyof LeadsTranslation['drawer']['fields'];
type TabId = 'details' | 'source' | 'deposits' | 'history' | 'integrations';

/** A label/value list; empty values show a dash. */
function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, 38%) 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const ltr = (value: string | null | undefined) =>
  value ? (
    <bdi dir="ltr" style={{ unicodeBidi: 'isolate' }}>
      {value}
    </bdi>
  ) : null;

/**
 * The lead drawer (spec §2 lead detail): header with status control and edit, tabs for details, source
 * attribution, deposits, history and integration history, and the comments with an add-comment box.
 */
export function LeadDrawer({
  leadId,
  canEdit,
  onClose,
  onEdit,
}: {
  leadId: string | null;
  canEdit: boolean;
  onClose: () => void;
  onEdit: (lead: LeadDetail) => void;
}) {
  const { t } = useTranslation('leads');
  const titleId = useId();
  const { data: lead, isLoading, error } = useLead(leadId);
  return (
    <Drawer
      anchor="right"
      open={leadId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 560 } },
          role: 'dialog',
          'aria-labelledby': titleId,
        },
      }}
    >
      {isLoading && <LinearProgress />}
      {error && (
        <Box sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label={t('drawer.close')} onClick={onClose} size="small">
              <Close fontSize="small" />
            </IconButton>
          </Box>
          <EmptyState
            compact
            title={
              error instanceof ApiError && error.status === 404 ? t('drawer.notFound') : errorText(error)
            }
          />
        </Box>
      )}
      {lead && (
        <LeadDetailView
          key={lead.id}
          lead={lead}
          titleId={titleId}
          canEdit={canEdit}
          onClose={onClose}
          onEdit={() => onEdit(lead)}
        />
      )}
    </Drawer>
  );
}

function LeadDetailView({
  lead,
  titleId,
  canEdit,
  onClose,
  onEdit,
}: {
  lead: LeadDetail;
  titleId: string;
  canEdit: boolean;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation(['leads', 'common']);
  const toast = useToast();
  const [tab, setTab] = useState<TabId>('details');
  const changeStatus = useChangeStatus();
  const name = `${lead.firstName} ${lead.lastName}`;
  const language = i18n.language;
  const f = (key: FieldKey) => t(`drawer.fields.${key}`);

  const onStatus = (status: LeadStatus) => {
    if (status === lead.status) return;
    changeStatus.mutate(
      { leadId: lead.id, status },
      {
        onSuccess: () => toast.success(t('common:messages.statusChanged')),
        onError: (e) => toast.error(errorText(e)),
      },
    );
  };

  const source = lead.source ?? {};
  const historyValue = (field: string, value: string | null) => {
    if (field === 'status') return value ? t(`statuses.${statusOf(value)}`) : t('drawer.empty');
    if (field === 'funnel') return t(`funnels.${funnelKey(funnelOf(value))}` as 'funnels.NoFunnel');
    return value ?? t('drawer.empty');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, px: 2.5, pt: 2, pb: 1.5 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44, fontSize: 17 }}>
          {(lead.firstName.charAt(0) + lead.lastName.charAt(0)).toUpperCase()}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h2" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            #{lead.internalId} · {ltr(formatPhone(lead.phoneNumber))} · {countryName(lead.country, language)}
          </Typography>
        </Box>
        {canEdit && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditOutlined fontSize="small" />}
            onClick={onEdit}
          >
            {t('drawer.edit')}
          </Button>
        )}
        <IconButton aria-label={t('drawer.close')} onClick={onClose} size="small">
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Stack direction="row" spacing={2} sx={{ px: 2.5, pb: 1.5, alignItems: 'center' }}>
        {canEdit ? (
          <TextField
            select
            size="small"
            label={t('drawer.status')}
            value={statusOf(lead.status)}
            onChange={(e) => onStatus(e.target.value as LeadStatus)}
            disabled={changeStatus.isPending}
            sx={{ minWidth: 180 }}
          >
            {LEAD_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                <StatusChip status={s} />
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <StatusChip status={lead.status} size="medium" />
        )}
        <Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('drawer.funnel')}
          </Typography>
          <FunnelLabel funnel={lead.funnel} />
        </Box>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, v: TabId) => setTab(v)}
        variant="scrollable"
        sx={{ px: 1.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0 } }}
      >
        {(['details', 'source', 'deposits', 'history', 'integrations'] as const).map((id) => (
          <Tab key={id} value={id} label={t(`drawer.tabs.${id}`)} />
        ))}
      </Tabs>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <Box sx={{ px: 2.5, py: 2 }}>
          {tab === 'details' && (
            <Fields
              rows={[
                [f('email'), ltr(lead.email)],
                [f('phoneNumber'), ltr(formatPhone(lead.phoneNumber))],
                [f('phoneNumbers'), lead.phoneNumbers.length ? ltr(lead.phoneNumbers.join(', ')) : null],
                [f('country'), countryName(lead.country, language)],
                [f('location'), [lead.location?.city, lead.location?.region].filter(Boolean).join(', ')],
                [
                  f('campaign'),
                  lead.campaign.info.description
                    ? `${lead.campaign.name} · ${lead.campaign.info.description}`
                    : lead.campaign.name,
                ],
                [f('assignedTo'), lead.assignedToName ?? t('unassigned')],
                [f('pool'), lead.poolName],
                [f('createdAt'), formatDateTime(lead.createdAt)],
                [f('updatedAt'), formatDateTime(lead.updatedAt)],
                [f('lastContacted'), formatDateTime(lead.lastContacted)],
                [f('personal'), lead.personal],
                [f('infoLevel'), lead.infoLevel],
                [f('trader'), lead.trader],
                [f('internalId'), String(lead.internalId)],
              ]}
            />
          )}
          {tab === 'source' && (
            <Fields
              rows={[
                [f('platform'), <PlatformLabel key="p" platform={lead.platform ?? source.platform} />],
                [f('sourceType'), source.type],
                [f('campaignid'), ltr(lead.campaignid ?? source.campaignId)],
                [f('adgroupid'), ltr(lead.adgroupid ?? source.adgroupId)],
                [f('adName'), source.adName],
                [f('keyword'), source.keyword],
                [f('placement'), ltr(lead.placement ?? source.placement)],
                [f('uri'), ltr(lead.uri ?? source.uri)],
                [f('gclid'), ltr(lead.gclid ?? source.clickId)],
                [f('wbraid'), ltr(lead.wbraid)],
                [f('referrer'), ltr(lead.referrer)],
                [f('ip'), ltr(lead.ip)],
              ]}
            />
          )}
          {tab === 'deposits' && (
            <Stack spacing={1.5}>
              <Fields
                rows={[
                  [f('deposits'), String(lead.depositCount)],
                  [f('depositAmount'), formatMoney(lead.depositAmount, language)],
                ]}
              />
              {lead.deposits.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('drawer.noDeposits')}
                </Typography>
              ) : (
                <Stack divider={<Divider flexItem />} spacing={1}>
                  {lead.deposits.map((d) => (
                    <Box key={d.id} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                      <Typography variant="body2">{formatDateTime(d.createdAt)}</Typography>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {formatMoney(d.amount, language, d.currency)}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
              )}
            </Stack>
          )}
          {tab === 'history' &&
            (lead.history.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('drawer.noHistory')}
              </Typography>
            ) : (
              <Stack divider={<Divider flexItem />} spacing={1}>
                {lead.history.map((h, i) => (
                  <Box key={`${h.at}-${i}`}>
                    <Typography variant="body2">
                      <b>{t(`drawer.historyFields.${h.field}`)}</b>: {historyValue(h.field, h.from)} →{' '}
                      {historyValue(h.field, h.to)}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {formatDateTime(h.at)} · {t('drawer.historyBy', { name: h.changedBy.name })}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            ))}
          {tab === 'integrations' &&
            (lead.integrationsHistory.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('drawer.noIntegrations')}
              </Typography>
            ) : (
              <Stack divider={<Divider flexItem />} spacing={1}>
                {lead.integrationsHistory.map((h, i) => (
                  <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={h.data ? 'success' : 'error'}
                      label={t(h.data ? 'integration.sent' : 'integration.error')}
                    />
                    <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap title={h.error}>
                      {h.data ? t('drawer.customerId', { id: h.data.customerId }) : h.error}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {formatDateTime(h.at)}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            ))}
        </Box>
        <Divider />
        <Comments lead={lead} />
      </Box>
    </Box>
  );
}

function Comments({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation(['leads', 'common']);
  const toast = useToast();
  const addComment = useAddComment();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setInvalid(true);
      return;
    }
    addComment.mutate(
      { leadId: lead.id, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          toast.success(t('common:messages.commentAdded'));
        },
        onError: (err) => toast.error(errorText(err)),
      },
    );
  };

  return (
    <Box component="section" aria-label={t('drawer.comments')} sx={{ px: 2.5, py: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('drawer.comments')} ({lead.comments.length})
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          label={t('drawer.commentLabel')}
          placeholder={t('drawer.commentPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          error={invalid}
          helperText={invalid ? t('drawer.commentRequired') : undefined}
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" size="small" loading={addComment.isPending}>
            {t('drawer.addComment')}
          </Button>
        </Box>
      </Box>
      {lead.comments.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('drawer.noComments')}
        </Typography>
      ) : (
        <Stack spacing={1.25} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lead.comments.map((c) => (
            <Box
              component="li"
              key={c._id}
              sx={{ bgcolor: 'action.hover', borderRadius: 1.5, px: 1.5, py: 1 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', mb: 0.25 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {c.createdBy.name}
                </Typography>
                <Tooltip title={c.createdAt}>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {formatDateTime(c.createdAt)}
                  </Typography>
                </Tooltip>
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.text}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
