import { createAdapter } from '@socket.io/redis-adapter';
import {
  SOCKET_PATH,
  SUPPORT_OPS_ROOM,
  userRoom,
  visitorRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { EventBus } from './events';
import type { AuthSession, OperatorSession } from './http/route';
import { guardRecovery, handshakeIdentifier, type HandshakeResolvers } from './socket-recovery';

export interface SocketData {
  session: AuthSession | undefined;
  /** A console operator's socket (support inbox). */
  operator?: OperatorSession | undefined;
  /** A support chat visitor's socket (before login). */
  visitorId?: number | undefined;
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
 * Support chat (issue 17): without a user token, an operator token (`auth.operator`) joins the operators' room
 * (SUPPORT_OPS_ROOM; an invalid one is refused) and a live support visitor token (`auth.visitor`) joins that
 * visitor's room.
 */
export function attachSocket(
  app: FastifyInstance,
  deps: {
    resolveToken: (raw: string) => Promise<AuthSession | undefined>;
    events: EventBus;
    redis?: Redis | undefined;
  } & HandshakeResolvers,
): RealtimeServer {
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  });
  if (deps.redis) io.adapter(createAdapter(deps.redis, deps.redis.duplicate()));

  const identify = handshakeIdentifier(deps.resolveToken, {
    resolveOperator: deps.resolveOperator,
    resolveVisitor: deps.resolveVisitor,
  });
  guardRecovery(io.sockets, identify);
  // Middlewares run for recovered sockets too (skipMiddlewares: false): the session is always the handshake's.
  io.use((socket, next) => {
    identify(socket.handshake.auth as Record<string, unknown>, socket.handshake.headers).then(
      (who) => {
        if (who.kind === 'invalid') return next(new Error('please_log_in'));
        socket.data.session = who.kind === 'user' ? who.session : undefined;
        socket.data.operator = who.kind === 'operator' ? who.operator : undefined;
        socket.data.visitorId = who.kind === 'chat_visitor' ? who.visitorId : undefined;
        next();
      },
      (err: unknown) => next(err instanceof Error ? err : new Error('internal_error')),
    );
  });

  io.on('connection', (socket) => {
    const session = socket.data.session;
    const { operator, visitorId } = socket.data;
    if (session) {
      void socket.join([userRoom(session.userId), sessionRoom(session.sessionId)]);
    } else if (operator) {
      void socket.join(SUPPORT_OPS_ROOM);
    } else if (visitorId !== undefined) {
      void socket.join(visitorRoom(visitorId));
    }
    socket.emit('welcome', {
      user_id: session?.userId ?? null,
      recovered: socket.recovered,
      ...(operator ? { operator: true } : {}),
      ...(visitorId !== undefined ? { visitor: true } : {}),
    });
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
