import type { Campaign } from '@leadhouse/domain';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../../components/icon-action';
import { errorText } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useToast } from '../../feedback';
import { usePauseCampaign } from '../api/analytics-api';

/*
 * A campaign's state, spend and cost per lead in the campaigns list, and the pause / resume button
 * (issue 19 "Campaign decisions"): a paused campaign's intake and hosted pages take no new leads.
 */

/** Money in minor units of `currency` (rounded to whole minor units), or — when unknown. */
const money = (minor: number | null, currency: string | null, lang: string) =>
  minor === null || !currency ? '—' : formatMoney(Math.round(minor), lang, currency);

/** The state, spend and cost per lead columns of the campaigns grid. */
export function campaignStateColumns(t: TFunction<['analytics', 'dashboard', 'common']>, lang: string) {
  const columns: GridColDef<Campaign>[] = [
    {
      field: 'status',
      headerName: t('campaigns.fields.status'),
      minWidth: 100,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.status === 'paused' ? 'warning' : 'success'}
          label={t(`campaigns.state.${row.status}`)}
        />
      ),
    },
    {
      field: 'spend',
      headerName: t('campaigns.fields.spend'),
      type: 'number',
      minWidth: 110,
      sortable: false,
      valueGetter: (_, row) => row.spend,
      renderCell: ({ row }) => money(row.spend, row.currency, lang),
    },
    {
      field: 'costPerLead',
      headerName: t('campaigns.fields.costPerLead'),
      type: 'number',
      minWidth: 110,
      sortable: false,
      valueGetter: (_, row) => row.costPerLead,
      renderCell: ({ row }) => money(row.costPerLead, row.currency, lang),
    },
  ];
  return columns;
}

/** Pauses an active campaign or resumes a paused one, with a toast saying what it means for its leads. */
export function PauseButton({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation(['analytics', 'common']);
  const toast = useToast();
  const mutation = usePauseCampaign();
  const paused = campaign.status === 'paused';
  const label = t(paused ? 'campaigns.resume' : 'campaigns.pause', { name: campaign.name });
  const onClick = async () => {
    try {
      await mutation.mutateAsync({ id: campaign.id, paused: !paused });
      toast.success(t(paused ? 'campaigns.resumedToast' : 'campaigns.pausedToast', { name: campaign.name }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <IconAction label={label} disabled={mutation.isPending} onClick={onClick}>
      {paused ? <PlayCircleOutlined fontSize="small" /> : <PauseCircleOutlined fontSize="small" />}
    </IconAction>
  );
}
