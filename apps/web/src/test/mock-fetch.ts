import { API_ROUTES, matchRoute } from '@leadhouse/domain';
import { vi } from 'vitest';

/** One recorded call of the mocked fetch. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A JSON answer, or a ready `Response` (an event stream: see `live-stream.ts`), or undefined (404). */
type Answer = { status?: number; body?: unknown } | Response | undefined;
/** Answers a call; a promise makes that answer slow (e.g. a count that arrives after the rows). */
type Handler = (call: FetchCall) => Answer | Promise<Answer>;

/**
 * Checks a request against the route contracts (DESIGN.md §4b): the route must exist and a JSON body must
 * pass the contract's body schema, so a client that drifts from the server fails its test.
 * @throws Error naming the route and the first issue.
 */
export function assertMatchesContract(call: FetchCall): void {
  const url = new URL(call.url, 'http://localhost');
  if (!url.pathname.startsWith('/api/')) return;
  const match = matchRoute(API_ROUTES, call.method, url.pathname.slice('/api'.length));
  if (!match) throw new Error(`No route contract for ${call.method} ${url.pathname}`);
  const { route } = match;
  if (route.body && !route.multipart && call.body !== undefined) {
    const parsed = route.body.safeParse(call.body);
    if (!parsed.success) {
      throw new Error(
        `${route.id}: request body breaks the contract: ${parsed.error.issues[0]?.message ?? ''}`,
      );
    }
  }
  if (route.query) {
    const parsed = route.query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      throw new Error(`${route.id}: query breaks the contract: ${parsed.error.issues[0]?.message ?? ''}`);
    }
  }
}

/**
 * Replaces global fetch: `handler` answers each call (undefined → 404; a `Response` is returned as is). Every call is checked against the
 * route contracts first (a drift rejects the fetch, which fails the test). Returns the recorded calls.
 */
export function mockFetch(handler: Handler): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: FetchCall = {
        url: String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      assertMatchesContract(call);
      const answered = await handler(call);
      if (answered instanceof Response) return answered;
      const answer = answered ?? {
        status: 404,
        body: { message: 'Not found', code: 'NOT_FOUND' },
      };
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
