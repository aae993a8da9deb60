import type { AnyEndpoint, ParsedRequestOf } from '@meridian/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { matchesEtag, parseInput, RawJson } from '../../../platform/http/route';
import { codingFor } from './coding';
import { variantOf } from './encoded';

/** Distinct query strings remembered per endpoint (a chart asks a handful per pair and period). */
const MAX_URLS = 4096;

/**
 * Answers a public market read from bytes built once per change, in the route's onRequest: a GET or HEAD
 * with no token and no body is parsed by the contract's request schema once per distinct URL (the same
 * parseInput the route uses), the service gives the cached RawJson, and the variant the client accepts goes
 * out as a Buffer with all its headers, or a 304 when If-None-Match names its ETag. Anything else — POST, a
 * token on a call with auth, a body, a query the contract refuses, a service refusal, a reply breaking its
 * schema under CHECK_REPLIES — goes on to the route's `handle` path, which answers it exactly as before.
 */
export function serveFromBytes<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  resolve: (input: ParsedRequestOf<E>) => RawJson | Promise<RawJson>,
): void {
  const inputs = new Map<string, ParsedRequestOf<E>>();
  const checked = new WeakSet<RawJson>();
  /** CHECK_REPLIES: each reply is parsed by the endpoint's response schema once (it is sent many times). */
  const conforms = (raw: RawJson): boolean => {
    if (!app.checkReplies || checked.has(raw)) return true;
    if (!endpoint.response.safeParse(JSON.parse(raw.json)).success) return false;
    checked.add(raw);
    return true;
  };
  const send = (req: FastifyRequest, reply: FastifyReply, raw: RawJson, done: () => void): void => {
    // a reply breaking its schema goes on to the route, which logs it and answers internal_error
    if (!raw.caching || !conforms(raw)) return done();
    const variant = variantOf(raw, codingFor(req.headers['accept-encoding']));
    // The platform's onRequest made a signed-in answer no-store: that Cache-Control stays.
    const kept = reply.hasHeader('cache-control');
    if (matchesEtag(req.headers['if-none-match'], variant.etag))
      void reply
        .code(304)
        .headers(kept ? variant.notModifiedStored : variant.notModified)
        .send();
    else void reply.headers(kept ? variant.headersStored : variant.headers).send(variant.body);
  };
  const hook: onRequestHookHandler = (req, reply, done) => {
    if (!servable(endpoint, req)) return done();
    let input = inputs.get(req.url);
    if (input === undefined) {
      try {
        input = parseInput(endpoint.request, req) as ParsedRequestOf<E>;
      } catch {
        return done();
      }
      if (inputs.size >= MAX_URLS) inputs.clear();
      inputs.set(req.url, input);
    }
    let result: RawJson | Promise<RawJson>;
    try {
      result = resolve(input);
    } catch {
      return done();
    }
    if (result instanceof RawJson) return send(req, reply, result, done);
    result.then(
      (raw) => send(req, reply, raw, done),
      () => done(),
    );
  };
  app.addHook('onRoute', (route) => {
    if (route.routePath !== endpoint.path) return;
    const own = route.onRequest;
    route.onRequest = [...(Array.isArray(own) ? own : own ? [own] : []), hook];
  });
}

function servable(endpoint: AnyEndpoint, req: FastifyRequest): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    // a token changes nothing of a call without auth but its Cache-Control (no-store, set by the platform)
    (endpoint.auth === 'none' || req.headers.authorization === undefined) &&
    req.headers['transfer-encoding'] === undefined &&
    (req.headers['content-length'] === undefined || req.headers['content-length'] === '0')
  );
}
