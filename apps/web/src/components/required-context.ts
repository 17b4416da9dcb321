import { createContext, useContext, type Context } from 'react';

/**
 * A context with no default value, and the hook that reads it: `null` outside its provider, where the
 * hook throws `Error('<hook> must be used inside <provider>')` (a programming error, never shown to a user).
 * `hook` and `provider` are the names the message gives, e.g. `useAuth` and `<AuthProvider>`.
 */
export function createRequiredContext<T>(hook: string, provider: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  function useRequiredContext(): T {
    const value = useContext(context);
    if (!value) throw new Error(`${hook} must be used inside ${provider}`);
    return value;
  }
  return [context, useRequiredContext];
}
