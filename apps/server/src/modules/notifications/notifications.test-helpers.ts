import type { TestApp } from '../../test/test-app.js';

/** One Server-Sent Event as a test client parsed it. */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: Record<string, unknown>;
  /** `performance.now()` when the frame arrived. */
  at: number;
}

/** A connected event stream: its events so far, the `retry:` it was told, and a way to end it. */
export interface TestStream {
  events: SseEvent[];
  retry: number | undefined;
  comments: number;
  status: number;
  contentType: string | null;
  contentEncoding: string | null;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  isEnded: () => boolean;
  close: () => void;
}

/**
 * Opens `GET /api/events` on a listening server (`base`: `http://127.0.0.1:port`) with a bearer header, as
 * @microsoft/fetch-event-source does (Accept: text/event-stream, Last-Event-ID when resuming), and parses
 * frames as they arrive (WHATWG event-stream format).
 */
export async function openStream(
  base: string,
  headers: Record<string, string>,
  lastEventId?: string,
): Promise<TestStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: {
      ...headers,
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, br',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  let ended = false;
  const stream: TestStream = {
    events: [],
    retry: undefined,
    comments: 0,
    status: res.status,
    contentType: res.headers.get('content-type'),
    contentEncoding: res.headers.get('content-encoding'),
    ended: Promise.resolve(),
    isEnded: () => ended,
    close: () => abort.abort(),
  };
  stream.ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          parseFrame(stream, buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch {
      // aborted by the test
    } finally {
      ended = true;
    }
  })();
  return stream;
}

function parseFrame(stream: TestStream, frame: string): void {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) stream.comments++;
    else if (line.startsWith('retry:')) stream.retry = Number(line.slice(6).trim());
    else if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('id:')) id = line.slice(3).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return;
  stream.events.push({ event, id, data: JSON.parse(data.join('\n')) as never, at: performance.now() });
}

/** Starts listening on a free loopback port (once per app) and returns its base URL. */
export async function listenOnce(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const a = t.app.server.address() as { port: number };
  return `http://127.0.0.1:${a.port}`;
}

/** Events of one type a stream received. */
export const eventsOf = (s: TestStream, type: string) => s.events.filter((e) => e.event === type);
