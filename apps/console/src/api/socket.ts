import { SOCKET_PATH } from '@meridian/contract';
import type { ClientToServerEvents, ServerToClientEvents } from '@meridian/contract';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { session } from './http';

/**
 * The console's realtime connection: the operator token in the handshake (`auth.operator`) joins the
 * operators' room, which gets the support inbox pushes. One socket per token, opened on first use, closed when
 * the operator logs out or the token changes.
 */

export type OpsSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let current: { token: string; socket: OpsSocket } | null = null;

function closeSocket(): void {
  current?.socket.disconnect();
  current = null;
}

session.subscribeToken(() => {
  if (current && current.token !== session.getToken()) closeSocket();
});

/** The operator's socket, or null without a token. */
export function opsSocket(): OpsSocket | null {
  const token = session.getToken();
  if (!token) {
    closeSocket();
    return null;
  }
  if (current?.token === token) return current.socket;
  closeSocket();
  const socket: OpsSocket = io({
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    auth: { operator: token },
  });
  current = { token, socket };
  return socket;
}

/**
 * Runs `setup` on the operator's socket while the component is mounted (its cleanup on unmount or when `deps`
 * change); returns whether the socket is connected, for a live / reconnecting tag.
 */
export function useOpsSocket(setup: (s: OpsSocket) => () => void, deps: readonly unknown[]): boolean {
  const [connected, setConnected] = useState(() => current?.socket.connected ?? false);
  useEffect(() => {
    const s = opsSocket();
    if (!s) return;
    const on = () => setConnected(true);
    const off = () => setConnected(false);
    s.on('connect', on);
    s.on('disconnect', off);
    setConnected(s.connected);
    const cleanup = setup(s);
    return () => {
      s.off('connect', on);
      s.off('disconnect', off);
      cleanup();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when setup runs again
  }, deps);
  return connected;
}
