/**
 * The outside of the distribution benchmark (bench-distribution.ts), in a process of its own: the loopback
 * partner that plays every buyer (one path per buyer, answers after a delay, notes when each lead first
 * arrived) and the affiliates posting leads. In production both are other machines; sharing the server's
 * event loop, they had put their own HTTP work (10 clients' requests, every delivery received) into the
 * server's figures (session 23: the bench's clients, partner and server had shared one thread). Started
 * with `fork` (IPC); times are this process's `performance.now()` on both sides (sent and arrived), so
 * arrival-to-buyer needs no clock of the server's.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';

/** The buyers' loopback partner: `/b/<n>` answers 200 `{data: {customerId}}` after `delayMs`. */
interface BuyersPartner {
  url: string;
  /** Email → the first arrival (`performance.now()`, ms) at any buyer. */
  firstArrival: Map<string, number>;
  /** `buyer|email` pairs received more than once (a buyer sent the same lead twice). */
  twice: Set<string>;
  close: () => Promise<void>;
}

/** Starts the partner on a free loopback port (issue 22: "buyers on loopback partners answering in 50 ms"). */
async function startBuyersPartner(delayMs: number): Promise<BuyersPartner> {
  const firstArrival = new Map<string, number>();
  const seen = new Set<string>();
  const twice = new Set<string>();
  let seq = 0;
  const server: Server = createServer((req, res) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let email = '';
      try {
        email = String(
          (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email?: string }).email ?? '',
        );
      } catch {
        email = '';
      }
      const key = `${req.url}|${email}`;
      if (seen.has(key)) twice.add(key);
      seen.add(key);
      if (email && !firstArrival.has(email)) firstArrival.set(email, at);
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: true, data: { customerId: `c-${++seq}` } }));
      }, delayMs);
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    firstArrival,
    twice,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/**
 * One run of posting for `seconds`, over `flows` campaigns: every key posts new leads one at a time (as fast
 * as the server answers), or, with `rate`, the keys in turn post `rate` leads a second in all on a fixed
 * schedule (open loop: a slow answer does not delay the next lead).
 */
interface PostJob {
  type: 'post';
  url: string;
  keys: string[];
  seconds: number;
  flows: number;
  rate?: number;
}

/** What a run of posting answers: counts, its length (s), and when each lead was sent (email → ms). */
export interface Posted {
  accepted: number;
  failed: number;
  seconds: number;
  sentAt: Map<string, number>;
}

let seq = Math.floor(Math.random() * 1e6) * 1000;

/** Posts one new lead for key number `w` (its `i`-th), noting when it was sent; true when taken (201). */
async function postOne(job: PostJob, w: number, i: number, dispatcher: Agent, sentAt: Map<string, number>) {
  const n = ++seq;
  const email = `dist.${n}.${w}@bench.local`;
  const body = {
    firstName: 'Layla',
    lastName: `Haddad${w}`,
    phoneNumber: '5' + String(n).padStart(9, '0'),
    email,
    country: 'SA',
    campaign: `Bench-${(w + i) % job.flows}`,
  };
  sentAt.set(email, performance.now());
  const res = await request(job.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${job.keys[w]!}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    dispatcher,
  });
  await res.body.arrayBuffer();
  return res.statusCode === 201;
}

/** Runs one posting job (intake, `POST url` with each key's bearer), in this (child) process. */
async function postFor(job: PostJob, dispatcher: Agent): Promise<Posted> {
  const sentAt = new Map<string, number>();
  const counts = { accepted: 0, failed: 0 };
  const count = (ok: boolean) => void (ok ? counts.accepted++ : counts.failed++);
  const start = performance.now();
  const deadline = start + job.seconds * 1000;
  if (job.rate) {
    // Open loop: lead k is due at start + k / rate, from key k mod keys, whatever the answers before it.
    const sends: Promise<void>[] = [];
    for (let k = 0; start + (k * 1000) / job.rate < deadline; k++) {
      const wait = start + (k * 1000) / job.rate - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const w = k % job.keys.length;
      sends.push(postOne(job, w, Math.floor(k / job.keys.length), dispatcher, sentAt).then(count));
    }
    await Promise.all(sends);
  } else {
    await Promise.all(
      job.keys.map(async (_, w) => {
        for (let i = 0; performance.now() < deadline; i++)
          count(await postOne(job, w, i, dispatcher, sentAt));
      }),
    );
  }
  return { ...counts, seconds: (performance.now() - start) / 1000, sentAt };
}

type Job = PostJob | { type: 'arrivals' };

if (process.send && process.argv.includes('--bench-outside')) {
  const delay = Number(process.argv[process.argv.indexOf('--bench-outside') + 1]);
  const dispatcher = new Agent({ connections: 64 });
  const partner = await startBuyersPartner(delay);
  process.send({ type: 'ready', url: partner.url });
  process.on('message', (job: Job) => {
    if (job.type === 'arrivals') {
      process.send!({ firstArrival: [...partner.firstArrival], twice: partner.twice.size });
      return;
    }
    postFor(job, dispatcher).then(
      (r) => process.send!({ ...r, sentAt: [...r.sentAt] }),
      (err: unknown) => process.send!({ error: String(err) }),
    );
  });
}

/**
 * Starts the outside process with a partner answering after `delayMs`.
 * @returns the partner's URL; `post(url, keys, seconds, flows, rate?)` (one run of posting), `arrivals()` (email →
 * first arrival, ms on the same clock as `sentAt`; and how many buyer×lead pairs arrived twice), `stop()`.
 * Errors: a posting error in the child rejects `post`.
 */
export async function startOutside(delayMs: number) {
  const child: ChildProcess = fork(import.meta.filename, ['--bench-outside', String(delayMs)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve) =>
      child.once('message', (m) => resolve(m as Record<string, unknown>)),
    );
  const ready = await next();
  const ask = async <T>(job: Job): Promise<T> => {
    const answer = next();
    child.send(job);
    const m = await answer;
    if (typeof m.error === 'string') throw new Error(m.error);
    return m as T;
  };
  return {
    url: String(ready.url),
    post: async (
      url: string,
      keys: string[],
      seconds: number,
      flows: number,
      rate?: number,
    ): Promise<Posted> => {
      const r = await ask<Omit<Posted, 'sentAt'> & { sentAt: [string, number][] }>({
        type: 'post',
        url,
        keys,
        seconds,
        flows,
        rate,
      });
      return { ...r, sentAt: new Map(r.sentAt) };
    },
    arrivals: async () => {
      const r = await ask<{ firstArrival: [string, number][]; twice: number }>({ type: 'arrivals' });
      return { firstArrival: new Map(r.firstArrival), twice: r.twice };
    },
    stop: () => {
      child.kill();
    },
  };
}
export type Outside = Awaited<ReturnType<typeof startOutside>>;
