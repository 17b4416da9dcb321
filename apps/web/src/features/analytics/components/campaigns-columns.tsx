import type { Campaign } from '@leadhouse/domain';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { IconAction } from '../../../components/icon-action';
import { DisplayText, renderDisplayText } from '../../../lib/display-text';
import { drillHref, FigureLink, formatAmount, formatCount, formatRate } from '../../dashboard';
import { campaignStateColumns, PauseButton } from './campaign-state';

/** What the campaigns columns need besides the texts: the answer's window and the caller's rights. */
export interface CampaignColumnsContext {
  lang: string;
  /** The figures' window (their links open the leads list over it); undefined before the first answer. */
  window: Parameters<typeof drillHref>[0] | undefined;
  canEdit: boolean;
  canPause: boolean;
  edit: (campaign: Campaign) => void;
}

type T = TFunction<['analytics', 'dashboard', 'common']>;

/**
 * A count column (leads or FTDs of the window, issue 20 §2): the number in the reader's locale, a link to
 * the leads list over the window (FTDs only for `ftds`) once the window is known.
 */
function figureColumn(
  t: T,
  lang: string,
  window: CampaignColumnsContext['window'],
  field: 'leads' | 'ftds',
): GridColDef<Campaign> {
  return {
    field,
    headerName: t(`dashboard:figures.${field}`),
    type: 'number',
    minWidth: 90,
    flex: 0.5,
    valueGetter: (_, row) => row.figures[field],
    renderCell: ({ row }) =>
      window ? (
        <FigureLink
          href={drillHref(window, { campaign: row.name, ...(field === 'ftds' && { ftds: true }) })}
          label={t(`dashboard:tables.${field === 'ftds' ? 'openFtds' : 'openLeads'}`, {
            name: row.name,
            value: row.figures[field],
          })}
        >
          {formatCount(row.figures[field], lang)}
        </FigureLink>
      ) : (
        formatCount(row.figures[field], lang)
      ),
  };
}

/**
 * A figure of the window that does not link (deposit amount, conversion): `minWidth` px, sorted by its value,
 * shown by `show`.
 */
function shownFigureColumn(
  t: T,
  field: 'depositAmount' | 'conversion',
  minWidth: number,
  show: (figures: Campaign['figures']) => string,
): GridColDef<Campaign> {
  return {
    field,
    headerName: t(`dashboard:figures.${field}`),
    type: 'number',
    minWidth,
    valueGetter: (_, row) => row.figures[field],
    renderCell: ({ row }) => show(row.figures),
  };
}

/** The campaign's own texts (issue 20 §2): name, description, internal id and link (opens in a new tab). */
function campaignTextColumns(t: T): GridColDef<Campaign>[] {
  return [
    {
      field: 'name',
      headerName: t('campaigns.fields.name'),
      minWidth: 150,
      flex: 1,
      renderCell: renderDisplayText,
    },
    {
      field: 'description',
      headerName: t('campaigns.fields.description'),
      minWidth: 160,
      flex: 1,
      sortable: false,
      renderCell: renderDisplayText,
    },
    {
      field: 'internalId',
      headerName: t('campaigns.fields.internalId'),
      minWidth: 130,
      sortable: false,
      renderCell: renderDisplayText,
    },
    {
      field: 'link',
      headerName: t('campaigns.fields.link'),
      minWidth: 140,
      flex: 0.8,
      sortable: false,
      renderCell: ({ row }) =>
        row.link ? (
          <Link href={row.link} target="_blank" rel="noopener noreferrer">
            <DisplayText value={row.link.replace(/^https?:\/\//, '')} dir="ltr" />
          </Link>
        ) : null,
    },
  ];
}

/** A campaign row's pause/resume button (`canPause`) and edit button (`canEdit`), issue 20 §2. */
function CampaignActionsCell({
  t,
  row,
  canEdit,
  canPause,
  edit,
}: { t: T; row: Campaign } & Pick<CampaignColumnsContext, 'canEdit' | 'canPause' | 'edit'>) {
  return (
    <>
      {canPause && <PauseButton campaign={row} />}
      {canEdit && (
        <IconAction label={t('campaigns.edit', { name: row.name })} onClick={() => edit(row)}>
          <EditOutlined fontSize="small" />
        </IconAction>
      )}
    </>
  );
}

/**
 * The campaigns grid's columns: name, description, internal id, link, the window's leads and FTDs (links to
 * the leads list), deposit amount, conversion, state, spend and cost per lead, and pause / edit.
 */
export function campaignColumns(
  t: T,
  { lang, window, canEdit, canPause, edit }: CampaignColumnsContext,
): GridColDef<Campaign>[] {
  return [
    ...campaignTextColumns(t),
    figureColumn(t, lang, window, 'leads'),
    figureColumn(t, lang, window, 'ftds'),
    shownFigureColumn(t, 'depositAmount', 120, (figures) => formatAmount(figures.depositAmount, lang)),
    shownFigureColumn(t, 'conversion', 100, (figures) => formatRate(figures.conversion, lang)),
    ...campaignStateColumns(t, lang),
    {
      field: 'actions',
      headerName: '',
      width: 80,
      sortable: false,
      renderCell: ({ row }) => (
        <CampaignActionsCell t={t} row={row} canEdit={canEdit} canPause={canPause} edit={edit} />
      ),
    },
  ];
}
