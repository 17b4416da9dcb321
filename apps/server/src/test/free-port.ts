import { createServer } from 'node:net';

/**
 * A free TCP port on the loopback interface: the OS picks it for a probe listener, which is closed again
 * before the port is answered. Used by the tests, the benchmarks and the browser journeys that start a
 * server or a partner of their own.
 * @returns the port number. Errors: a listen error rejects.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
