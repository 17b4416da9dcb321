import type { LoginResponse } from '@leadhouse/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import {
  clearSession,
  isAuthenticated,
  isFeatureAllowed,
  readSession,
  saveProfile,
  saveSession,
  type StoredSession,
} from '../../lib/session';
import { logoutRequest, meRequest } from './api/auth-api';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';

/** setTimeout cannot wait longer than ~24.8 days. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

interface AuthState {
  status: AuthStatus;
  session: StoredSession;
}

function initialState(): AuthState {
  const session = readSession();
  if (isAuthenticated(session)) return { status: 'loading', session };
  if (session.token) clearSession(); // an expired token: log out
  return { status: 'anonymous', session: readSession() };
}

/** Start-up: refresh the user and features; a 401 already ran `expire` through the handler. */
function useStartupLoad(startupLoad: boolean, setState: Dispatch<SetStateAction<AuthState>>) {
  useEffect(() => {
    if (!startupLoad) return;
    let cancelled = false;
    meRequest()
      .then((me) => {
        if (cancelled) return;
        saveProfile(me);
        setState({ status: 'authenticated', session: readSession() });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) return;
        // Server unreachable or failing: keep the stored session, calls will retry.
        setState((s) => ({ ...s, status: 'authenticated' }));
      });
    return () => {
      cancelled = true;
    };
  }, [startupLoad, setState]);
}

/** Log out (`expire`) when the token expires at `expiry` (epoch ms); null: no session. */
function useExpiryTimer(expiry: number | null, expire: () => void) {
  useEffect(() => {
    if (expiry === null) return;
    const timer = window.setTimeout(expire, Math.min(MAX_TIMEOUT_MS, Math.max(0, expiry - Date.now())));
    return () => window.clearTimeout(timer);
  }, [expiry, expire]);
}

/** Keeps the session (spec §4): start-up `/users/me`, expiry timer, logout on any 401. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(initialState);

  const expire = useCallback(() => {
    clearSession();
    queryClient.clear();
    setState({ status: 'anonymous', session: readSession() });
  }, [queryClient]);

  useEffect(() => {
    setUnauthorizedHandler(expire);
    return () => setUnauthorizedHandler(null);
  }, [expire]);

  useStartupLoad(state.status === 'loading', setState);
  useExpiryTimer(state.status === 'anonymous' ? null : state.session.tokenExpiryTime, expire);

  const completeSignIn = useCallback(
    (response: LoginResponse) => {
      saveSession(response);
      queryClient.clear();
      setState({ status: 'authenticated', session: readSession() });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // The session is cleared locally whatever the server says.
    }
    clearSession();
    window.location.assign('/');
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const { session } = state;
    return {
      status: state.status,
      user: session.user,
      allowedFeatures: session.allowedFeatures,
      staticData: session.staticData,
      completeSignIn,
      logout,
      isAllowed: (feature) => isFeatureAllowed(session.allowedFeatures, feature),
    };
  }, [state, completeSignIn, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
