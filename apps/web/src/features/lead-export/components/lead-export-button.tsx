import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { useFileSave } from '../../feedback';
import {
  buildExportRequest,
  exportLeads,
  selectedIds,
  type LeadQueryInput,
  type LeadSelection,
} from '../api/export-api';

/**
 * Export button of the leads toolbar (spec §2, §9): the selected leads, or with no selection every lead
 * matching the current filters, search and sort, as `Leads-<timestamp>.csv`. Hidden without the
 * `leadsExport` feature. The file streams to disk through a signed link (the browser's download, no Blob in
 * the page). On failure: 'Error preparing csv' (spec §5, §8).
 */
export function LeadExportButton({
  selection,
  query,
  size = 'medium',
}: {
  selection?: LeadSelection | null;
  query?: LeadQueryInput | null;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation(['leadExport', 'common']);
  const { isAllowed } = useAuth();
  const count = selectedIds(selection).length;
  const { saving: busy, run } = useFileSave(
    () => exportLeads(buildExportRequest(selection, query)),
    (fileName) => t('done', { fileName }),
    (detail) => {
      const message = t('common:messages.csvError');
      return detail && detail !== message ? `${message}: ${detail}` : message;
    },
  );
  if (!isAllowed('leadsExport')) return null;

  const label = busy ? t('preparing') : count > 0 ? t('exportSelected', { n: count }) : t('exportAll');
  return (
    <Button
      variant="outlined"
      size={size}
      startIcon={<FileDownloadOutlined />}
      onClick={() => void run()}
      loading={busy}
      loadingPosition="start"
      aria-busy={busy}
      title={count > 0 ? t('selectedHint') : t('allHint')}
    >
      {label}
    </Button>
  );
}
