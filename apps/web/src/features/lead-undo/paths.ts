/** Where the admins' "Deleted leads" page lives (routes.tsx, the leads page's link). */
export const DELETED_LEADS_PATH = '/leads/deleted';
