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

export async function startPartner(opts: Partial<Partner['settings']> = {}): Promise<Partner> {
  const settings = { delayMs: 0, failRate: 0, record: true, ...opts };
  const received: ReceivedRequest[] = [];
  const acceptedNew = new Map<string, number>();
  const customers = new Map<string, string>();
  const held = new Set<ServerResponse>();
  let seq = 0;

  const accept = (req: IncomingMessage, res: ServerResponse) => {
    const key = String(req.headers['idempotency-key'] ?? `none-${seq++}`);
    let customerId = customers.get(key);
    if (!customerId) {
      customerId = `c-${++seq}`;
      customers.set(key, customerId);
      acceptedNew.set(key, (acceptedNew.get(key) ?? 0) + 1);
    }
    json(res, 200, { ok: true, data: { customerId } });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://partner');
    if (settings.record)
      received.push({ path: url.pathname, method: req.method ?? '', headers: req.headers, body });
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    switch (url.pathname) {
      case '/accept':
        return accept(req, res);
      case '/reject':
        return json(res, 422, { error: 'duplicate lead' });
      case '/error':
        return json(res, 500, { error: 'internal' });
      case '/timeout':
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      case '/redirect':
        res.writeHead(302, { location: url.searchParams.get('to') ?? 'http://10.0.0.1/' });
        return res.end();
      case '/slow':
        held.add(res);
        await wait(settings.delayMs);
        held.delete(res);
        return accept(req, res);
      case '/huge':
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < 80; i++) res.write('x'.repeat(64 * 1024));
        return res.end();
      case '/flaky':
        if (settings.delayMs) await wait(settings.delayMs);
        if (Math.random() < settings.failRate) return json(res, 500, { error: 'flaky' });
        return accept(req, res);
      default:
        return json(res, 404, { error: 'no such path' });
    }
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.keepAliveTimeout = 2_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
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
