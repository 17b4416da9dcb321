/**
 * The import's steps used to live here; they are now one file per job. Re-exported for callers outside
 * this module (the CSV benchmark script).
 */
export { importFile, importsDir, loadOwn } from './import.common.js';
export { previewOf, receiveUpload } from './import.upload.js';
export { actorById, resolveOwnership, unitContext } from './import.ownership.js';
export { listImports, startImport, toProgress } from './import.start.js';
export { cancelImport } from './import.cancel.js';
export { bulkImport } from './import.bulk.js';
export { rejectionReport } from './import.report.js';
