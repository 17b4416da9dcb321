import type { LeadDeposit, LeadDetail } from '@leadhouse/domain';
import { formatMoney } from '../../../lib/money';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { DepositForm, DepositReverse } from '../../deposits';
import { LeadRoute } from '../../distribution';
import { LeadDeliveries } from '../../integrations';
import type { LeadsTranslation } from '../i18n';
import { countryName, formatPhone, funnelTextKey, funnelOf, statusOf } from '../lead-display';
import { PlatformLabel } from './lead-cells';
import { Fields, ltr } from './lead-drawer-parts';

type FieldKey = keyof LeadsTranslation['drawer']['fields'];

function useField() {
  const { t, i18n } = useTranslation(['leads', 'common']);
  return { t, language: i18n.language, f: (key: FieldKey) => t(`drawer.fields.${key}`) };
}

/** Details tab: contact, campaign, owner and dates. */
export function DetailsSection({ lead }: { lead: LeadDetail }) {
  const { t, f, language } = useField();
  return (
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
  );
}

/** Source tab: ad attribution. */
export function SourceSection({ lead }: { lead: LeadDetail }) {
  const { f } = useField();
  const source = lead.source ?? {};
  return (
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
  );
}

const Empty = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
    {text}
  </Typography>
);

/**
 * One deposit of the Deposits tab: time and amount; a reversal is marked with its reason, a reversed
 * deposit is marked, any other offers "Reverse" (feature `deposits`).
 */
function DepositRow({
  leadId,
  deposit: d,
  language,
}: {
  leadId: string;
  deposit: LeadDeposit;
  language: string;
}) {
  const { t } = useTranslation('deposits');
  const when = formatDateTime(d.createdAt);
  const amount = formatMoney(d.amount, language, d.currency);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Box>
        <Typography variant="body2">{when}</Typography>
        {d.reversesId && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('reversal')}: {d.reason}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {d.reversedById && <Chip size="small" label={t('reversed')} />}
        {!d.reversesId && !d.reversedById && (
          <DepositReverse leadId={leadId} depositId={d.id} label={`${amount}, ${when}`} />
        )}
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, textDecoration: d.reversedById ? 'line-through' : undefined }}
        >
          {amount}
        </Typography>
      </Stack>
    </Box>
  );
}

/** Deposits tab: the totals and each deposit. */
export function DepositsSection({ lead }: { lead: LeadDetail }) {
  const { t, f, language } = useField();
  return (
    <Stack spacing={1.5}>
      <Fields
        rows={[
          [f('deposits'), String(lead.depositCount)],
          [f('depositAmount'), formatMoney(lead.depositAmount, language)],
        ]}
      />
      {lead.deposits.length === 0 ? (
        <Empty text={t('drawer.noDeposits')} />
      ) : (
        <Stack divider={<Divider flexItem />} spacing={1}>
          {lead.deposits.map((d) => (
            <DepositRow key={d.id} leadId={lead.id} deposit={d} language={language} />
          ))}
        </Stack>
      )}
      <DepositForm leadId={lead.id} />
    </Stack>
  );
}

/** History tab: status, funnel and assignee changes with who and when. */
export function HistorySection({ lead }: { lead: LeadDetail }) {
  const { t } = useField();
  const historyValue = (field: string, value: string | null) => {
    if (field === 'status') return value ? t(`statuses.${statusOf(value)}`) : t('drawer.empty');
    if (field === 'funnel') return t(funnelTextKey(funnelOf(value)));
    return value ?? t('drawer.empty');
  };
  if (lead.history.length === 0) return <Empty text={t('drawer.noHistory')} />;
  return (
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
  );
}

/** Integrations tab: the lead's distribution route (issue 22), the delivery timeline (issue 10), then each send, sent (customer id) or failed (error). */
export function IntegrationsSection({ lead }: { lead: LeadDetail }) {
  const { t } = useField();
  const timeline = (
    <>
      <LeadRoute leadId={lead.id} />
      <LeadDeliveries leadId={lead.id} />
    </>
  );
  if (lead.integrationsHistory.length === 0) {
    return (
      <>
        {timeline}
        <Empty text={t('drawer.noIntegrations')} />
      </>
    );
  }
  return (
    <Stack divider={<Divider flexItem />} spacing={1}>
      {timeline}
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
  );
}
