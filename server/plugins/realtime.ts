import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { msg } from '#shared/messages.ts';
import { socketAuth, SOCKET_PATH } from '#shared/realtime/chat-events.ts';
import { AppError } from '../errors.ts';
import type { AccountState } from '../features/accounts/find-account.ts';
import { registerChatHandlers } from '../features/chat/chat-socket.ts';
import { userRoom, type ChatServer } from '../features/chat/chat-socket-types.ts';
import { authenticate } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface Realtime {
  io: ChatServer;
  /**
   * Ends every open chat socket of a customer, on every instance (through the Redis adapter when there
   * is one). Their client does not reconnect by itself after this.
   */
  disconnectUser(userId: string): void;
}

/** Largest socket.io packet accepted: a 2,000-character message in JSON is far below it. */
const MAX_PACKET_BYTES = 64 * 1024;

/**
 * Who a handshake is: `auth: { token, role? }`. With a role, that role's token is required; without
 * one, a customer token is tried, then an admin token. Partners have no chat. The account must exist,
 * not be blocked and the token not be revoked (the HTTP guards' rules).
 */
export async function authenticateHandshake(
  app: FastifyInstance,
  auth: unknown,
): Promise<{ account: AccountState; token: string }> {
  const parsed = socketAuth.safeParse(auth);
  if (!parsed.success) throw new AppError('UNAUTHORIZED');
  const { token, role } = parsed.data;
  if (role) return { account: await authenticate(app, token, role), token };
  try {
    return { account: await authenticate(app, token, 'user'), token };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'FORBIDDEN') throw error;
    return { account: await authenticate(app, token, 'admin'), token };
  }
}

/**
 * Socket.io on the app's own HTTP server, at /socket.io (spec section 9). Every connection is
 * authenticated in the handshake; a refusal reaches the client's `connect_error` with the reason as
 * the error's message (and `data.code`). With REDIS_URL, the Redis adapter relays broadcasts between
 * instances (two node-redis clients, publisher and subscriber), so a customer and an admin connected
 * to different instances still talk live.
 *
 * On close, every client's transport is closed first (preClose) without a socket.io 'disconnect'
 * packet: clients see 'transport close' and reconnect by themselves (to this instance restarted, or
 * another behind the load balancer); then the server and the Redis clients are closed.
 */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const { env, db } = app.deps;
  const io: ChatServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_PACKET_BYTES,
  });

  const redisClients: { close(): Promise<void> }[] = [];
  if (env.REDIS_URL) {
    // Loaded only here: a single instance without Redis never needs them (cold start, docs/performance.md).
    const [{ createClient }, { createAdapter }] = await Promise.all([
      import('redis'),
      import('@socket.io/redis-adapter'),
    ]);
    const pub = createClient({ url: env.REDIS_URL });
    const sub = pub.duplicate();
    // node-redis reconnects by itself; without a listener an 'error' event would crash the process.
    pub.on('error', (error: unknown) => app.log.error({ err: error }, 'redis publisher (socket.io adapter)'));
    sub.on('error', (error: unknown) => app.log.error({ err: error }, 'redis subscriber (socket.io adapter)'));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket, next) => {
    authenticateHandshake(app, socket.handshake.auth).then(
      ({ account, token }) => {
        socket.data.account = account;
        socket.data.token = token;
        next();
      },
      (error: unknown) => {
        if (error instanceof AppError) {
          next(Object.assign(new Error(error.message), { data: { code: error.code } }));
          return;
        }
        app.log.error({ err: error }, 'socket handshake failed');
        next(Object.assign(new Error(msg.internalError), { data: { code: 'INTERNAL' } }));
      },
    );
  });

  registerChatHandlers(io, {
    db,
    log: app.log,
    recheck: (socket) => authenticate(app, socket.data.token, socket.data.account.role),
  });

  app.decorate('realtime', {
    io,
    disconnectUser: (userId: string) => io.in(userRoom(userId)).disconnectSockets(true),
  } satisfies Realtime);

  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    // The HTTP server is already closed by Fastify; socket.io's attempt to close it again is harmless.
    await io.close();
    await Promise.allSettled(redisClients.map((client) => client.close()));
  });
}
