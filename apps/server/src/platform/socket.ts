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
const operatorSessionRoom = (id: number) => `opsession:${id}`;
/** How often this node re-checks that its operators' sockets still belong to live sessions. */
export const OPERATOR_SOCKET_CHECK_MS = 30_000;

/**
 * socket.io at /socket.io. The handshake may carry the session token (`auth.token`, or the Authorization
 * header); a valid one joins the user's private room, an invalid one is refused, none connects as a visitor
 * (public market channels only). Connection-state recovery replays missed events after short drops, but only
 * to the same live session (guardRecovery): any other claim of a dropped socket's pid/offset — no token, a
 * logged-out or revoked session, another user — starts a fresh socket, authenticated here like any other.
 * Support chat: without a user token, an operator token (`auth.operator`) joins the operators' room
 * (SUPPORT_OPS_ROOM; an invalid one is refused) and a live support visitor token (`auth.visitor`) joins that
 * visitor's room.
 */
export function attachSocket(
  app: FastifyInstance,
  deps: {
    resolveToken: (raw: string) => Promise<AuthSession | undefined>;
    events: EventBus;
    redis?: Redis | undefined;
    /** Which operator sessions are still live: an expired, revoked or disabled one loses its sockets. */
    liveOperatorSessions?: (sessionIds: readonly number[]) => Promise<Set<number>>;
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
      void socket.join([SUPPORT_OPS_ROOM, operatorSessionRoom(operator.sessionId)]);
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
  // an operator's logout closes that session's sockets on every node (the Redis adapter carries the disconnect)
  const offOperators = deps.events.on('operator_sessions.ended', ({ sessionIds }) => {
    for (const id of sessionIds) io.in(operatorSessionRoom(id)).disconnectSockets(true);
  });
  const checkOperators = setInterval(() => {
    void dropEndedOperatorSockets(io, deps.liveOperatorSessions).catch((err: unknown) =>
      app.log.warn({ err }, 'operator socket check failed'),
    );
  }, OPERATOR_SOCKET_CHECK_MS);
  checkOperators.unref();
  app.addHook('onClose', async () => {
    clearInterval(checkOperators);
    offOperators();
    off();
    await io.close();
  });
  return io;
}

/**
 * Disconnects this node's operator sockets whose session ended without a logout on a node (expiry after 12 hours,
 * an operator disabled, a session revoked from the CLI). Exported for the test.
 */
export async function dropEndedOperatorSockets(
  io: RealtimeServer,
  live: ((sessionIds: readonly number[]) => Promise<Set<number>>) | undefined,
): Promise<number> {
  if (!live) return 0;
  const sockets = [...io.of('/').sockets.values()].filter((s) => s.data.operator);
  if (sockets.length === 0) return 0;
  const ids = [...new Set(sockets.map((s) => s.data.operator?.sessionId ?? 0))];
  const alive = await live(ids);
  let dropped = 0;
  for (const socket of sockets) {
    if (alive.has(socket.data.operator?.sessionId ?? 0)) continue;
    socket.disconnect(true);
    dropped += 1;
  }
  return dropped;
}
