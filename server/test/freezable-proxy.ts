import net from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL) that can freeze the connections it carries, as a NAT or a
 * load balancer that forgot a flow, or a failover that sent no reset, does: nothing more goes through
 * either way, and neither side hears a FIN or an RST. Connections made after a freeze go through.
 */
export interface FreezableProxy {
  port: number;
  /** freezes every connection open now, or only the one whose upstream socket has this local port */
  freeze(upstreamLocalPort?: number): void;
  /** the local ports of the upstream sockets open now (PostgreSQL's pg_stat_activity.client_port) */
  upstreamPorts(): number[];
  close(): Promise<void>;
}

export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  const open = new Set<{ frozen: boolean; client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { frozen: false, client, upstream };
    open.add(pair);
    client.on('data', (chunk) => {
      if (!pair.frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.frozen) client.write(chunk);
    });
    const end = () => {
      open.delete(pair);
      // a frozen flow says nothing to either side, even when one of them gives up on it
      if (pair.frozen) {
        client.destroy();
        upstream.destroy();
        return;
      }
      client.end();
      upstream.end();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    freeze: (upstreamLocalPort) => {
      for (const pair of open) {
        if (upstreamLocalPort === undefined || pair.upstream.localPort === upstreamLocalPort) pair.frozen = true;
      }
    },
    upstreamPorts: () => [...open].map((pair) => pair.upstream.localPort).filter((port) => port !== undefined),
    close: async () => {
      for (const pair of open) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
