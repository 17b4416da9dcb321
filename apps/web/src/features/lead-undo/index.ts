/*
 * Public surface of the lead-undo feature (issue 19 "Undo"): the success toast with an Undo button for lead
 * actions, and the admins' "Deleted leads" page with Restore.
 */
export { useUndoToast } from './use-undo-toast';
export { DELETED_LEADS_PATH } from './paths';
