import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The app's security options (helmet's): a same-origin CSP allowing images from https and the socket. */
export const APP_SECURITY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      scriptSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The security headers of every answer (CSP, HSTS, X-Frame-Options, …), as `helmet` computes them for these
 * options — computed ONCE, at start, into a frozen map of lower-case names to values.
 *
 * `@fastify/helmet` called `helmet(options)` on every request (building its twelve middlewares and
 * re-parsing the CSP directives each time, then setting each header on the raw response): ~7 % of the server's CPU
 * under a load of cached market GETs. The headers do not depend on the request as long as no directive is a
 * function (a per-request nonce), which is refused here, so the same set is sent to every request.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const directives = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy : {};
  const perRequest = Object.values(directives.directives ?? {}).some(
    (v) => typeof v === 'function' || (Array.isArray(v) && v.some((e) => typeof e === 'function')),
  );
  if (perRequest)
    throw new Error('securityHeaders: per-request CSP directives (functions) are not supported');
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure instanceof Error) throw failure;
  if (failure) throw new Error('securityHeaders: helmet refused the options');
  return Object.freeze(headers);
}
