import type { IncomingMessage } from 'node:http';

/**
 * How long a connection closed after an early answer keeps reading and discarding what the client still
 * sends (ms). nginx's `lingering_time` is 30 s; a client that read the answer stops sending at once, so 5 s
 * is plenty and bounds what an oversized upload can make us read.
 */
export const LINGER_MS = 5_000;

/**
 * Lets a client that is still sending read an answer given before its body was read (a 413 for an
 * oversized upload), as nginx's `lingering_close` does. Call it before the answer is sent, with
 * `Connection: close` on the answer.
 *
 * Why: after such an answer Node closes the socket with the rest of the body unread, the kernel answers the
 * client's next segments with a reset, and a client still sending (a browser uploading, a script) loses the
 * answer to that reset: it reports "connection reset" instead of "The file is larger than 256 MB" (seen
 * in CI: four attempts in a row on two busy cores). Here the body is discarded as it arrives, the answer is
 * followed by a half-close (FIN), and the socket is destroyed when the client ends its side or after
 * `ms`, whichever comes first.
 */
export function lingerOnClose(req: IncomingMessage, ms = LINGER_MS): void {
  const socket = req.socket;
  // Whatever was reading the body (a multipart parser) lets go; the rest is read and dropped.
  req.unpipe();
  req.on('data', () => undefined);
  req.resume();
  // Node's HTTP server ends a `Connection: close` answer with `socket.destroySoon()`: end, then destroy at
  // once. Here it ends (FIN after the answer) and waits for the client to end, at most `ms`.
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), ms);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
  };
}
