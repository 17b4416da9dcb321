import type { AllowedFeatures, Feature, LoginResponse, StaticData, User } from '@leadhouse/domain';
import { createContext, useContext } from 'react';

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

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session: user, allowed features, sign-in and logout. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
