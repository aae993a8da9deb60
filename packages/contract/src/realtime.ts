/** Socket.io event map and rooms (ARCHITECTURE §3). Later issues add market and trade events. */
export const SOCKET_PATH = '/socket.io';

export const userRoom = (userId: number) => `user:${userId}`;

export interface ServerToClientEvents {
  /** Sent once after a successful handshake. */
  welcome: (payload: { user_id: number | null; recovered: boolean }) => void;
  /** The session behind this socket was revoked (logout, revoke elsewhere). */
  session_revoked: (payload: { reason: 'logout' | 'revoked' }) => void;
}

export type ClientToServerEvents = Record<string, never>;
