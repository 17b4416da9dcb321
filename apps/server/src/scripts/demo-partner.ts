/**
 * `npm run demo:partner`: a tiny lead buyer on 127.0.0.1 for trying "Post to integration" at once (issue 19
 * "A newcomer's first ten minutes"). `POST /leads` with a JSON body answers 200
 * `{"status":"accepted","customerId":"DEMO-…"}` like a buyer (a body without `email` and `phone` answers
 * 422 `{"status":"rejected","reason":…}`); `GET /` lists the last leads it took. The demo seed
 * (`npm run seed:demo`) creates the active integration "Local demo partner" pointing at it; the server
 * must allow the loopback address: `INTEGRATION_ALLOW_HOSTS=127.0.0.1 npm start` (README).
 * Port: `DEMO_PARTNER_PORT` (default 4010), as the seed uses.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DEMO_PARTNER_PORT } from './seed-demo-partner.js';

const MAX_BODY = 1_000_000;
const received: Array<{ at: string; customerId: string; lead: Record<string, unknown> }> = [];
let next = 1;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/** Answers one request like a buyer's lead endpoint. */
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'GET' && req.url === '/') return send(res, 200, { received: received.slice(-50) });
  if (req.method !== 'POST' || !req.url?.startsWith('/leads')) return send(res, 404, { error: 'not found' });
  let lead: Record<string, unknown>;
  try {
    const body = await readJson(req);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    lead = body as Record<string, unknown>;
  } catch {
    return send(res, 400, { status: 'rejected', reason: 'The body is not a JSON object' });
  }
  if (!lead.email && !lead.phone) {
    return send(res, 422, { status: 'rejected', reason: 'A lead needs an email or a phone' });
  }
  const customerId = `DEMO-${String(next++).padStart(6, '0')}`;
  received.push({ at: new Date().toISOString(), customerId, lead });
  if (received.length > 500) received.shift();
  console.log(`${new Date().toISOString()} accepted ${customerId} ${String(lead.email ?? lead.phone)}`);
  return send(res, 200, { status: 'accepted', customerId });
}

const server = createServer((req, res) => {
  handle(req, res).catch(() => send(res, 500, { status: 'error' }));
});
server.listen(DEMO_PARTNER_PORT, '127.0.0.1', () => {
  console.log(
    `Demo partner on http://127.0.0.1:${DEMO_PARTNER_PORT} (POST /leads; GET / lists what it took)`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
