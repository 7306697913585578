import { createServer } from 'node:net';

/**
 * A TCP port free on 127.0.0.1 right now (the OS picks it). The server does not support PORT=0, so we
 * ask the OS, release the port and hand the number over; the gap is a few milliseconds.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (!address || typeof address === 'string') {
        probe.close();
        reject(new Error('freePort: no TCP address'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}
