// The users feature's public surface: what other features may use (STYLE.md §2). The page itself is loaded
// by the app's routes.
export { useAffiliateOptions, type AffiliateOption } from './api/users-api';
