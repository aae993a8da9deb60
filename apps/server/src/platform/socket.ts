import { createAdapter } from '@socket.io/redis-adapter';
import {
  SOCKET_PATH,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { EventBus } from './events';
import type { AuthSession } from './http/route';
import { guardRecovery, handshakeIdentifier } from './socket-recovery';

export interface SocketData {
  session: AuthSession | undefined;
}
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

const sessionRoom = (id: number) => `session:${id}`;

/**
 * socket.io at /socket.io. The handshake may carry the session token (`auth.token`, or the Authorization
 * header); a valid one joins the user's private room, an invalid one is refused, none connects as a visitor
 * (public market channels only). Connection-state recovery replays missed events after short drops, but only
 * to the same live session (guardRecovery): any other claim of a dropped socket's pid/offset — no token, a
 * logged-out or revoked session, another user — starts a fresh socket, authenticated here like any other.
 */
export function attachSocket(
  app: FastifyInstance,
  deps: {
    resolveToken: (raw: string) => Promise<AuthSession | undefined>;
    events: EventBus;
    redis?: Redis | undefined;
  },
): RealtimeServer {
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  });
  if (deps.redis) io.adapter(createAdapter(deps.redis, deps.redis.duplicate()));

  const identify = handshakeIdentifier(deps.resolveToken);
  guardRecovery(io.sockets, identify);
  // Middlewares run for recovered sockets too (skipMiddlewares: false): the session is always the handshake's.
  io.use((socket, next) => {
    identify(socket.handshake.auth as Record<string, unknown>, socket.handshake.headers).then(
      (who) => {
        if (who.kind === 'invalid') return next(new Error('please_log_in'));
        socket.data.session = who.kind === 'user' ? who.session : undefined;
        next();
      },
      (err: unknown) => next(err instanceof Error ? err : new Error('internal_error')),
    );
  });

  io.on('connection', (socket) => {
    const session = socket.data.session;
    if (session) {
      void socket.join([userRoom(session.userId), sessionRoom(session.sessionId)]);
    }
    socket.emit('welcome', { user_id: session?.userId ?? null, recovered: socket.recovered });
  });

  const off = deps.events.on('sessions.revoked', ({ sessionIds, reason }) => {
    for (const id of sessionIds) {
      io.to(sessionRoom(id)).emit('session_revoked', { reason });
      io.in(sessionRoom(id)).disconnectSockets(true);
    }
  });
  app.addHook('onClose', async () => {
    off();
    await io.close();
  });
  return io;
}
