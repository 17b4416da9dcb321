import type { AllowedFeatures, Feature, LoginResponse, StaticData, User } from '@leadhouse/domain';
import { createRequiredContext } from '../../components/required-context';

/** `loading` only while `/users/me` runs at start-up. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** What the auth provider shares. */
export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  allowedFeatures: AllowedFeatures;
  staticData: StaticData | null;
  /** Stores a fresh login response and marks the user signed in. */
  completeSignIn: (response: LoginResponse) => void;
  /** Revokes the token, clears the session and reloads `/` (spec §2). */
  logout: () => Promise<void>;
  isAllowed: (feature: Feature) => boolean;
}

/**
 * The session (`AuthContext`, null outside `<AuthProvider>`) and its hook `useAuth`: user, allowed
 * features, sign-in and logout.
 */
export const [AuthContext, useAuth] = createRequiredContext<AuthContextValue>('useAuth', '<AuthProvider>');
