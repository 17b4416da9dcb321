/**
 * The leads benchmark's request client, in a process of its own (`bench.ts` scenarios): it must not share
 * the server's event loop, or the server's figures carry the client's HTTP work (measured: the first page
 * at 1 client took p95 5.6 ms from an in-process `fetch`, p97.5 2 ms from autocannon in a child process, for
 * a statement of 1.2 ms). Started with `fork` (IPC): each message `ClientJob` runs `requests` GETs with
 * `clients` in flight (undici, keep-alive) and answers `ClientResult`: each request's time in ms (sent to
 * the whole answer read) and whether the last answer carried an inline `count`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'undici';
import { measure } from './bench-leads-lib.js';

/** One measuring job: `requests` GETs of `url` with `clients` in flight. */
export interface ClientJob {
  id: number;
  url: string;
  authorization: string;
  requests: number;
  clients: number;
}

/** A job's answer: durations (ms), the inline-count flag, or the error that stopped it. */
export interface ClientResult {
  id: number;
  times: number[];
  inline: boolean;
  error?: string;
}

/** Runs one job in this (child) process. */
async function run(job: ClientJob, dispatcher: Agent): Promise<ClientResult> {
  let inline = false;
  const times = await measure(job.requests, job.clients, async () => {
    const res = await request(job.url, { headers: { authorization: job.authorization }, dispatcher });
    const text = await res.body.text();
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} ${text.slice(0, 300)}`);
    inline = (JSON.parse(text) as { count?: number | null }).count != null;
  });
  return { id: job.id, times, inline };
}

if (process.send && process.argv.includes('--bench-client')) {
  const dispatcher = new Agent({ connections: 64 });
  process.on('message', (job: ClientJob) => {
    run(job, dispatcher).then(
      (result) => process.send!(result),
      (err: unknown) => process.send!({ id: job.id, times: [], inline: false, error: String(err) }),
    );
  });
}

/**
 * Starts the client process; `measure(url, authorization, requests, clients)` answers the times (ms) and
 * the inline flag, `stop()` ends it. @throws Error with the child's message when a request failed.
 */
export function startBenchClient() {
  const child: ChildProcess = fork(import.meta.filename, ['--bench-client'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (r: ClientResult) => void>();
  child.on('message', (r: ClientResult) => pending.get(r.id)?.(r));
  let next = 0;
  const measureRemote = (url: string, authorization: string, requests: number, clients: number) =>
    new Promise<{ times: number[]; inline: boolean }>((resolve, reject) => {
      const id = next++;
      pending.set(id, (r) => {
        pending.delete(id);
        if (r.error) reject(new Error(r.error));
        else resolve(r);
      });
      child.send({ id, url, authorization, requests, clients } satisfies ClientJob);
    });
  const stop = () => {
    child.kill();
  };
  return { measure: measureRemote, stop };
}
export type BenchClient = ReturnType<typeof startBenchClient>;
