import type { LiveEventPayload, LiveEventType } from '@leadhouse/domain';
import type { FetchCall } from './mock-fetch';

/**
 * A test double of `GET /api/events` (issue 21): each `connect()` answers one stream connection with a
 * `text/event-stream` response the test writes to (`send`) and ends (`drop`, like a server restart).
 * `connections` records every connection's request (its `Last-Event-ID` header tells the resume point).
 */
export function liveStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const connections: FetchCall[] = [];
  return {
    connections,
    /** Whether `call` is a request of the event stream. */
    matches: (call: FetchCall) => new URL(call.url, 'http://localhost').pathname === '/api/events',
    /** Answers a stream request: a new open stream (the previous one, if any, is dropped). */
    connect(call: FetchCall): Response {
      connections.push(call);
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    },
    /** Writes one event (`id:` when given) to the open stream. */
    send<T extends LiveEventType>(type: T, payload: LiveEventPayload<T>, id?: string): void {
      if (!controller) throw new Error('no open event stream');
      const lines = [id ? `id: ${id}` : '', `event: ${type}`, `data: ${JSON.stringify(payload)}`];
      controller.enqueue(encoder.encode(`${lines.filter(Boolean).join('\n')}\n\n`));
    },
    /** Writes a raw frame (a broken or unknown event). */
    raw(text: string): void {
      controller?.enqueue(encoder.encode(text));
    },
    /** Ends the open stream, as a server restart does. */
    drop(): void {
      controller?.close();
      controller = null;
    },
  };
}
