import type { FastifyInstance } from 'fastify';

/**
 * Sends every log line of `app` (the root logger and its request children) to `onLine`, as the JSON text pino
 * writes, instead of stdout. pino keeps its stream under a symbol described `pino.stream` on the logger or one of
 * its prototypes; the stream is replaced on the root logger, which the children read it through.
 * Throws when no such symbol is found (a pino that keeps its stream elsewhere).
 */
export function captureLog(app: FastifyInstance, onLine: (line: string) => void): void {
  let proto: object | null = app.log;
  while (proto) {
    const sym = Object.getOwnPropertySymbols(proto).find((s) => s.description === 'pino.stream');
    if (sym) {
      Object.defineProperty(app.log, sym, {
        value: { write: onLine },
        writable: true,
        configurable: true,
      });
      return;
    }
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  throw new Error('pino stream symbol not found');
}
