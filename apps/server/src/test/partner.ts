import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A partner CRM for tests and the delivery benchmark: a real HTTP server on a free loopback port. Paths:
 * `/accept` (200 `{customerId}`; the same idempotency key gets the same customerId and is counted once as
 * accepted), `/reject` (422), `/error` (500), `/timeout` (never answers), `/redirect?to=<url>` (302),
 * `/slow` (answers after `delayMs`), `/huge` (a 5 MiB answer), `/flaky` (waits `delayMs`, fails with 500
 * at `failRate`, otherwise like `/accept`), `/postback-check` echoes nothing. Every request is recorded.
 */

export interface ReceivedRequest {
  path: string;
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Partner {
  url: string;
  received: ReceivedRequest[];
  /** Idempotency key → times the partner accepted it as new (a correct sender keeps this at 1). */
  acceptedNew: Map<string, number>;
  /** Idempotency key → customerId given. */
  customers: Map<string, string>;
  settings: { delayMs: number; failRate: number; record: boolean };
  /** Answers currently held open by `/timeout` or a delay. */
  inFlight: () => number;
  close: () => Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The partner's memory: its settings, what it received, its customers and the answers it holds open. */
interface PartnerState {
  settings: Partner['settings'];
  received: ReceivedRequest[];
  acceptedNew: Map<string, number>;
  customers: Map<string, string>;
  held: Set<ServerResponse>;
  seq: number;
}

/** 200 `{customerId}`: the same idempotency key gets the same customerId and counts once as accepted. */
function accept(state: PartnerState, req: IncomingMessage, res: ServerResponse): void {
  const key = String(req.headers['idempotency-key'] ?? `none-${state.seq++}`);
  let customerId = state.customers.get(key);
  if (!customerId) {
    customerId = `c-${++state.seq}`;
    state.customers.set(key, customerId);
    state.acceptedNew.set(key, (state.acceptedNew.get(key) ?? 0) + 1);
  }
  json(res, 200, { ok: true, data: { customerId } });
}

/** Holds `res` open (counted by `inFlight`) until the client closes it. */
function holdOpen(state: PartnerState, res: ServerResponse): void {
  state.held.add(res);
  res.on('close', () => state.held.delete(res));
}

/** Answers one request by its path (see the file's head), after recording it when `settings.record`. */
async function handle(state: PartnerState, req: IncomingMessage, res: ServerResponse, body: string) {
  const { settings } = state;
  const url = new URL(req.url ?? '/', 'http://partner');
  if (settings.record)
    state.received.push({ path: url.pathname, method: req.method ?? '', headers: req.headers, body });
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  switch (url.pathname) {
    case '/accept':
      return accept(state, req, res);
    case '/reject':
      return json(res, 422, { error: 'duplicate lead' });
    case '/error':
      return json(res, 500, { error: 'internal' });
    case '/timeout':
      return holdOpen(state, res);
    case '/redirect':
      res.writeHead(302, { location: url.searchParams.get('to') ?? 'http://10.0.0.1/' });
      return res.end();
    case '/slow':
      state.held.add(res);
      await wait(settings.delayMs);
      state.held.delete(res);
      return accept(state, req, res);
    case '/huge':
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 80; i++) res.write('x'.repeat(64 * 1024));
      return res.end();
    case '/flaky':
      if (settings.delayMs) await wait(settings.delayMs);
      if (Math.random() < settings.failRate) return json(res, 500, { error: 'flaky' });
      return accept(state, req, res);
    default:
      return json(res, 404, { error: 'no such path' });
  }
}

/**
 * Starts the partner on a free loopback port (keep-alive 2 s). `opts`: `delayMs` (ms, `/slow` and
 * `/flaky`), `failRate` in [0, 1] (`/flaky`), `record` (default true). `close()` drops held answers.
 */
export async function startPartner(opts: Partial<Partner['settings']> = {}): Promise<Partner> {
  const state: PartnerState = {
    settings: { delayMs: 0, failRate: 0, record: true, ...opts },
    received: [],
    acceptedNew: new Map(),
    customers: new Map(),
    held: new Set(),
    seq: 0,
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void handle(state, req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.keepAliveTimeout = 2_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const { received, acceptedNew, customers, settings, held } = state;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    acceptedNew,
    customers,
    settings,
    inFlight: () => held.size,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
