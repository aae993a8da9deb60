import { supportApi } from './contract';
import { ApiError, api } from '../../../api/http';
import { restartSocket } from '../../../api/socket';
import { isLoggedIn } from '../../../state/session';
import { clearVisitor, saveVisitor, storedVisitorToken, visitorToken } from '../../../state/supportVisitor';

/**
 * Who is chatting: the logged-in user (the session token goes in the header), or a visitor whose
 * token goes in the `visitor_token` field of every kefu call and in the socket handshake. A visitor token is
 * asked for the first time a visitor opens the chat, and merged into the account at login (`kefu/claim`).
 */

const quiet = { silent: true, loading: false } as const;

let issuing: Promise<string> | null = null;

/** A valid visitor token: the stored one, or a new one (the socket reconnects to carry it). */
function ensureVisitorToken(): Promise<string> {
  const known = visitorToken();
  if (known) return Promise.resolve(known);
  issuing ??= api
    .call(supportApi.visitor, {}, quiet)
    .then((v) => {
      saveVisitor({ token: v.visitor_token, expires_at: v.expires_at });
      if (!isLoggedIn()) void restartSocket('');
      return v.visitor_token;
    })
    .finally(() => {
      issuing = null;
    });
  return issuing;
}

/** The request field naming the caller: nothing for a user, `{ visitor_token }` for a visitor. */
export async function callerField(): Promise<{ visitor_token?: string }> {
  if (isLoggedIn()) return {};
  return { visitor_token: await ensureVisitorToken() };
}

/** The visitor field when a visitor token exists (no token is issued): for reads like the badge. */
export function knownCallerField(): { visitor_token?: string } | null {
  if (isLoggedIn()) return {};
  const token = visitorToken();
  return token ? { visitor_token: token } : null;
}

let claiming: Promise<void> | null = null;

/**
 * After login: merges the chat written as a visitor on this device into the account's general thread, once.
 * The token is dropped when the merge is done or refused (expired, claimed elsewhere); a network failure keeps
 * it, and the chat screen tries again. Never throws: a login never fails because of the chat.
 */
export function claimVisitorChat(): Promise<void> {
  const token = storedVisitorToken();
  if (!token || !isLoggedIn()) return Promise.resolve();
  claiming ??= api
    .call(supportApi.claim, { visitor_token: token }, quiet)
    .then(
      () => clearVisitor(),
      (e: unknown) => {
        if (e instanceof ApiError && e.type === 'error') clearVisitor();
      },
    )
    .finally(() => {
      claiming = null;
    });
  return claiming;
}
