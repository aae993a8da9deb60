import type { IncomingHttpHeaders } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents } from '@meridian/contract';
import { Socket } from 'socket.io';
import type { AuthSession, OperatorSession } from './http/route';
import type { RealtimeServer, SocketData } from './socket';

type RealtimeNamespace = RealtimeServer['sockets'];
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type Client = ConstructorParameters<
  typeof Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>
>[1];
type SavedState = NonNullable<Awaited<ReturnType<RealtimeNamespace['adapter']['restoreSession']>>>;

/**
 * Who a handshake is: no token (a visitor), a live session, or a token that is not (or no longer) valid. Support
 * chat adds a console operator (`auth.operator`, an operator session token) and a chat visitor
 * (`auth.visitor`, a support visitor token; one that is not live connects as a plain visitor).
 */
export type HandshakeIdentity =
  | { kind: 'visitor' }
  | { kind: 'user'; session: AuthSession }
  | { kind: 'operator'; operator: OperatorSession }
  | { kind: 'chat_visitor'; visitorId: number }
  | { kind: 'invalid' };

/** The optional identities besides user sessions (support chat). */
export interface HandshakeResolvers {
  resolveOperator?: ((raw: string) => Promise<OperatorSession | undefined>) | undefined;
  resolveVisitor?: ((raw: string) => Promise<number | undefined>) | undefined;
}

export type IdentifyHandshake = (
  auth: Record<string, unknown>,
  headers: IncomingHttpHeaders,
) => Promise<HandshakeIdentity>;

/**
 * The identity of a handshake: its token is `auth.token`, else the Authorization header; without one, an
 * operator token (`auth.operator`; not live → invalid) or a support visitor token (`auth.visitor`; not live → a
 * plain visitor). Memoised per handshake, so the recovery guard and the auth middleware decide on one lookup
 * of the same answer.
 */
export function handshakeIdentifier(
  resolveToken: (raw: string) => Promise<AuthSession | undefined>,
  more: HandshakeResolvers = {},
): IdentifyHandshake {
  const seen = new WeakMap<object, Promise<HandshakeIdentity>>();
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const identify = async (
    auth: Record<string, unknown>,
    headers: IncomingHttpHeaders,
  ): Promise<HandshakeIdentity> => {
    const raw = text(auth.token) ?? headers.authorization;
    if (raw) {
      const session = await resolveToken(raw);
      return session ? { kind: 'user', session } : { kind: 'invalid' };
    }
    const operatorToken = text(auth.operator);
    if (operatorToken && more.resolveOperator) {
      const operator = await more.resolveOperator(operatorToken);
      return operator ? { kind: 'operator', operator } : { kind: 'invalid' };
    }
    const visitorToken = text(auth.visitor);
    if (visitorToken && more.resolveVisitor) {
      const visitorId = await more.resolveVisitor(visitorToken);
      if (visitorId !== undefined) return { kind: 'chat_visitor', visitorId };
    }
    return { kind: 'visitor' };
  };
  return (auth, headers) => {
    let who = seen.get(auth);
    if (!who) {
      who = identify(auth, headers);
      seen.set(auth, who);
    }
    return who;
  };
}

interface NamespaceInternals {
  _createSocket(client: Client, auth: Record<string, unknown>): Promise<RealtimeSocket>;
}

/**
 * Connection-state recovery, re-authenticated. socket.io 4.8 (`Namespace._createSocket`) restores a dropped
 * socket's state for whoever presents its `pid`/`offset`: the Socket constructor rejoins its rooms, restores
 * its `data` and writes the events it missed to the wire — all before any middleware runs, so a middleware
 * cannot take them back. This replaces that step: a signed-in socket's state is restored only to a handshake
 * of the same live session (its token still valid: not logged out, revoked or expired) — an operator's to the
 * same live operator session, a chat visitor's to the same live visitor token; any other claim gets a
 * fresh socket (new id, no rooms, nothing replayed, `recovered` false) that the auth middleware then treats
 * like any new connection. A visitor's state (public rooms only) is restored unless the handshake carries an
 * invalid token. Works with any adapter: the state comes from `nsp.adapter.restoreSession` (the Redis adapter
 * keeps none, so there every reconnection is fresh).
 */
export function guardRecovery(nsp: RealtimeNamespace, identify: IdentifyHandshake): void {
  const internals = nsp as unknown as Partial<NamespaceInternals>;
  if (typeof internals._createSocket !== 'function') {
    throw new Error(
      'socket.io no longer has Namespace._createSocket: re-check the connection-state recovery guard',
    );
  }
  internals._createSocket = async (client, auth) => {
    const { pid, offset } = auth;
    if (typeof pid !== 'string' || typeof offset !== 'string') return new Socket(nsp, client, auth);
    // Identify first: the state is restored right before the socket joins its rooms, so no event falls between.
    const who = await identify(auth, client.request.headers).catch((): HandshakeIdentity => ({
      kind: 'invalid',
    }));
    const saved = who.kind === 'invalid' ? null : await savedState(nsp, pid, offset);
    return saved && mayRestore(saved, who)
      ? new Socket(nsp, client, auth, saved)
      : new Socket(nsp, client, auth);
  };
}

async function savedState(nsp: RealtimeNamespace, pid: string, offset: string): Promise<SavedState | null> {
  try {
    return (await nsp.adapter.restoreSession(pid, offset)) ?? null;
  } catch {
    return null;
  }
}

function mayRestore(saved: SavedState, who: HandshakeIdentity): boolean {
  const data = (typeof saved.data === 'object' && saved.data !== null ? saved.data : {}) as Record<
    string,
    unknown
  >;
  const owner = data.session;
  const operator = data.operator;
  const visitorId = data.visitorId;
  if (operator !== undefined && operator !== null) {
    if (who.kind !== 'operator' || typeof operator !== 'object') return false;
    const o = operator as Record<string, unknown>;
    return who.operator.operatorId === o.operatorId && who.operator.sessionId === o.sessionId;
  }
  if (visitorId !== undefined && visitorId !== null) {
    return who.kind === 'chat_visitor' && who.visitorId === visitorId;
  }
  if (owner === undefined) return who.kind !== 'invalid'; // a visitor's state: public rooms only
  if (who.kind !== 'user' || typeof owner !== 'object' || owner === null) return false;
  const { userId, sessionId } = owner as Record<string, unknown>;
  return who.session.userId === userId && who.session.sessionId === sessionId;
}
