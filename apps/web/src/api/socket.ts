import { SOCKET_PATH, SOCKET_RECONNECT, TIMEOUTS_MS } from '@meridian/contract';
import type {
  ClientToServerEvents,
  DaymarketAck,
  DepthSubscription,
  KlineSubscription,
  ServerToClientEvents,
  SubscriptionAck,
} from '@meridian/contract';
import type { Socket, io as ioOf } from 'socket.io-client';
import { useSocketState } from '../state/socketState';
import { visitorToken } from '../state/supportVisitor';

/** The realtime connection — the only place in the app that calls io. */

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
/** Bumped by every start and stop: a start whose client library arrives after a later start or stop gives up. */
let generation = 0;
const listeners = new Set<(s: AppSocket) => void>();

export const SOCKET_OPTIONS = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'],
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: SOCKET_RECONNECT.delayMs,
  reconnectionDelayMax: SOCKET_RECONNECT.delayMaxMs,
  timeout: TIMEOUTS_MS.socketConnect,
} as const;

function track(s: AppSocket): void {
  const setStatus = useSocketState.getState().setStatus;
  setStatus('opening');
  s.on('connect', () => setStatus('open'));
  s.on('disconnect', () => setStatus(s.active ? 'opening' : 'closed'));
  s.on('connect_error', (err) => {
    console.warn('[socket] connect_error', err.message);
    setStatus(s.active ? 'opening' : 'closed');
  });
  s.io.on('reconnect_attempt', () => setStatus('opening'));
}

/**
 * Opens the connection with `auth: { token }` in the handshake (an empty token means a visitor). A visitor who
 * chats with support also sends the chat's visitor token (`auth.visitor`, read at every reconnect) to get the
 * replies pushed.
 */
export async function startSocket(token: string): Promise<void> {
  stopSocket();
  const mine = ++generation;
  // Socket.io-client is its own chunk, fetched here (after the first render), off the first route
  let io: typeof ioOf;
  try {
    ({ io } = await import('socket.io-client'));
  } catch (e) {
    console.warn('[socket] client library not loaded', e);
    return;
  }
  if (mine !== generation) return;
  const auth = (cb: (data: object) => void) => {
    const visitor = token ? '' : visitorToken();
    cb(visitor ? { token, visitor } : { token });
  };
  const s: AppSocket = io({ ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports], auth });
  track(s);
  socket = s;
  listeners.forEach((fn) => fn(s));
}

/** Reconnects with a new token (after login or logout). */
export function restartSocket(token: string): Promise<void> {
  return startSocket(token);
}

export function stopSocket(): void {
  generation++;
  if (!socket) return;
  socket.removeAllListeners();
  socket.io.removeAllListeners();
  socket.disconnect();
  socket = null;
  useSocketState.getState().setStatus('closed');
}

export function getSocket(): AppSocket | null {
  return socket;
}

/** Runs `fn` for the current socket and every socket opened later (data hooks subscribe here). */
export function onSocket(fn: (s: AppSocket) => void): () => void {
  listeners.add(fn);
  if (socket) fn(socket);
  return () => listeners.delete(fn);
}

/**
 * Runs `setup` on the current socket and on every socket opened later (login/logout restarts it); the
 * cleanup `setup` returns runs when the socket is replaced or when the returned function is called.
 */
export function withEachSocket(setup: (s: AppSocket) => () => void): () => void {
  let cleanup: (() => void) | null = null;
  const run = (s: AppSocket) => {
    cleanup?.();
    cleanup = setup(s);
  };
  listeners.add(run);
  if (socket) run(socket);
  return () => {
    listeners.delete(run);
    cleanup?.();
    cleanup = null;
  };
}

/** Acks time out after this long (the connection is up when these are called). */
const ACK_TIMEOUT_MS = 10_000;

/** Joins the kline room of `sub`; the ack carries the room's current `seq` (or a message key on refusal). */
export async function subKline(s: AppSocket, sub: KlineSubscription): Promise<SubscriptionAck> {
  try {
    const ack = (await s.timeout(ACK_TIMEOUT_MS).emitWithAck('sub_kline', sub)) as unknown;
    if (typeof ack === 'object' && ack !== null && 'ok' in ack) return ack as SubscriptionAck;
    return { ok: false, message: 'invalid_ack' };
  } catch {
    return { ok: false, message: 'timeout' };
  }
}

/** Leaves the kline room of `sub` (fire and forget: the room is dropped with the connection anyway). */
export function unsubKline(s: AppSocket, sub: KlineSubscription): void {
  if (s.connected) s.emit('unsub_kline', sub);
}

/** Joins the ticker rooms of `symbols`; the ack lists each known symbol's room and its current `seq`. */
export async function subDaymarket(s: AppSocket, symbols: string[]): Promise<DaymarketAck> {
  try {
    const ack = (await s.timeout(ACK_TIMEOUT_MS).emitWithAck('sub_daymarket', { symbols })) as unknown;
    if (typeof ack === 'object' && ack !== null && 'ok' in ack) return ack as DaymarketAck;
    return { ok: false, message: 'invalid_ack' };
  } catch {
    return { ok: false, message: 'timeout' };
  }
}

/** Leaves the ticker rooms of `symbols` (fire and forget). */
export function unsubDaymarket(s: AppSocket, symbols: string[]): void {
  if (s.connected) s.emit('unsub_daymarket', { symbols });
}

/** Joins the all-market room (one `all_market` message per second, every pair that changed); the ack has its `seq`. */
export async function subAllMarket(s: AppSocket): Promise<SubscriptionAck> {
  try {
    const ack = (await s.timeout(ACK_TIMEOUT_MS).emitWithAck('sub_all_market')) as unknown;
    if (typeof ack === 'object' && ack !== null && 'ok' in ack) return ack as SubscriptionAck;
    return { ok: false, message: 'invalid_ack' };
  } catch {
    return { ok: false, message: 'timeout' };
  }
}

/** Leaves the all-market room (fire and forget). */
export function unsubAllMarket(s: AppSocket): void {
  if (s.connected) s.emit('unsub_all_market');
}

/** Joins the order-book room of a spot pair; the ack carries the pair's current depth `seq` (= coin/depth seq). */
export async function subDepth(s: AppSocket, sub: DepthSubscription): Promise<SubscriptionAck> {
  try {
    const ack = (await s.timeout(ACK_TIMEOUT_MS).emitWithAck('sub_depth', sub)) as unknown;
    if (typeof ack === 'object' && ack !== null && 'ok' in ack) return ack as SubscriptionAck;
    return { ok: false, message: 'invalid_ack' };
  } catch {
    return { ok: false, message: 'timeout' };
  }
}

/** Leaves the order-book room of a spot pair (fire and forget). */
export function unsubDepth(s: AppSocket, sub: DepthSubscription): void {
  if (s.connected) s.emit('unsub_depth', sub);
}
