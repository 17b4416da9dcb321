/** Where to go after sign-in: the remembered protected location, else /leads (spec §2). */
export function redirectTarget(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = state.from;
    if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
      const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
      const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
      if (from.pathname.startsWith('/') && !from.pathname.startsWith('/signin')) {
        return `${from.pathname}${search}${hash}`;
      }
    }
  }
  return '/leads';
}
