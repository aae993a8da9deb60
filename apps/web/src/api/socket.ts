import { SOCKET_PATH, SOCKET_RECONNECT, TIMEOUTS_MS } from '@meridian/contract';
import type { ClientToServerEvents, ServerToClientEvents } from '@meridian/contract';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { useSocketState } from '../state/socketState';

/** The realtime connection (spec §7) — the only place in the app that calls io(). */

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
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

/** Opens the connection with `auth: { token }` in the handshake (an empty token means a visitor). */
export function startSocket(token: string): AppSocket {
  stopSocket();
  const s: AppSocket = io({ ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports], auth: { token } });
  track(s);
  socket = s;
  listeners.forEach((fn) => fn(s));
  return s;
}

/** Reconnects with a new token (after login or logout). */
export function restartSocket(token: string): AppSocket {
  return startSocket(token);
}

export function stopSocket(): void {
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
