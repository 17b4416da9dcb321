import { canEditLeads, canManageLeads, type Lead, type LeadDetail } from '@leadhouse/domain';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { useFilterOptions } from '../use-filter-options';
import { useLeadSelection } from '../use-lead-selection';
import { useColumnVisibility, useLeadColumns, useLeadGridColumns, useLeadRows } from '../use-leads-page';
import { useLeadsUrl } from '../use-leads-url';
import { LeadFilterPanel } from './lead-filter-panel';
import { LeadFormDialog } from './lead-form-dialog';
import {
  LeadsBulkBar,
  LeadsGrid,
  LeadsListStatus,
  LeadsListToolbar,
  LeadsPageHeader,
  SteppingLeadDrawer,
} from './leads-page-parts';
import { UrlNotice } from './url-notice';
import './dayjs-locales';

/**
 * The leads workspace (spec §2): a server-side paged, sorted and filtered grid whose whole view (page,
 * limit, sort, filters, search, open lead) lives in the URL, with quick filters, filter chips, a column
 * chooser, bulk actions, the lead drawer and the add/edit dialog.
 */
export default function LeadsPage() {
  const { i18n } = useTranslation(['leads', 'common']);
  const { user } = useAuth();
  const url = useLeadsUrl();
  const { state, ignored, timeZone, navigate, update, openLead } = url;
  const options = useFilterOptions();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<Lead | LeadDetail | 'new' | null>(null);
  const [visibility, setVisibility] = useColumnVisibility();
  const list = useLeadRows(state, timeZone, visibility);
  const canEdit = user ? canEditLeads(user) : false;
  const canManage = user ? canManageLeads(user) : false;
  // The selection belongs to one page of one query: a new page, sort or filter clears it (spec §4).
  const selection = useLeadSelection(list.queryKey, list.rows);
  const available = list.listData.list.data?.availableColumns;
  const columns = useLeadColumns(openLead, options.AFFILIATE, available, canEdit);
  const gridColumns = useLeadGridColumns(columns, openLead, canEdit);
  const view = { url, visibility, onVisibility: setVisibility };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocale(i18n.language)}>
      <LeadsPageHeader url={url} list={list} canEdit={canEdit} onAdd={() => setEditing('new')} />
      <UrlNotice ignored={ignored} onDismiss={() => navigate(state)} />
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <LeadsListToolbar
          {...view}
          options={options}
          columns={columns}
          onOpenFilters={() => setFiltersOpen(true)}
          onRefresh={list.refresh}
        />
        <LeadsListStatus url={url} options={options} list={list} />
        <Divider />
        <LeadsBulkBar
          selection={selection}
          canEdit={canEdit}
          canManage={canManage}
          apiQuery={list.apiQuery}
        />
        <Divider />
        <LeadsGrid {...view} list={list} selection={selection} columns={gridColumns} />
      </Paper>
      <LeadFilterPanel
        open={filtersOpen}
        filters={state.filters}
        options={options}
        onClose={() => setFiltersOpen(false)}
        onApply={(filters) => {
          setFiltersOpen(false);
          update({ filters });
        }}
      />
      <SteppingLeadDrawer url={url} rows={list.rows} canEdit={canEdit} onEdit={setEditing} />
      {editing !== null && (
        <LeadFormDialog lead={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </LocalizationProvider>
  );
}

/** The dayjs locale of a UI language (Chinese is `zh-cn` there). */
function dayjsLocale(language: string): string {
  return language === 'zh' ? 'zh-cn' : language;
}
