/** Public surface of the leads export feature. */
export { LeadExportButton } from './components/lead-export-button';
export {
  buildExportQuery,
  buildExportRequest,
  selectedIds,
  type LeadQueryInput,
  type LeadSelection,
} from './api/export-api';
export { downloadByLink, navigateToDownload } from './api/download';
export { formatBytes } from './format-bytes';
