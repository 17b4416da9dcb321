import { vi } from 'vitest';

/** One recorded call of the mocked fetch. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: FetchCall) => { status?: number; body?: unknown } | undefined;

/**
 * Replaces global fetch: `handler` answers each call (undefined → 404). Returns the recorded calls.
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
      const answer = handler(call) ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
