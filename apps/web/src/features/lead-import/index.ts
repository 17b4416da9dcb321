/** Public surface of the leads CSV import feature. */
export { LeadImportButton } from './components/lead-import-button';
export { ImportDialog } from './components/import-dialog';
