/** Public surface of the auth feature. */
export { useAuth, type AuthContextValue } from './auth-context';
export { AuthProvider } from './auth-provider';
export { RedirectIfSignedIn, RequireAuth, RequireFeature } from './route-guards';
