import { createHash } from 'node:crypto';
import type { AnyEndpoint, LangCode, ParsedRequestOf, ReplyOf } from '@meridian/contract';
import {
  DomainError,
  hasForbiddenControlChars,
  hasLoneSurrogate,
  isMessageKey,
  methodsOf,
} from '@meridian/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, failBody, httpStatusOf, sessionInvalid } from './app-error';
import { type Coding, compress, MIN_COMPRESSED_BYTES, negotiate } from './encoding';
import { fingerprintOf, runIdempotent } from './idempotency';
import { registerOperation } from './openapi';
// The request and instance decorations handle relies on (lang, db, resolveSession…) are declared there.
import type {} from './plugin';

export interface AuthSession {
  userId: number;
  sessionId: number;
}

export interface RequestContext {
  lang: LangCode;
  ip: string;
  userAgent: string;
  /** Set when the route's auth is 'required' (always) or 'optional' (when a valid token came). */
  session: AuthSession | undefined;
  req: FastifyRequest;
}

export interface AuthedContext extends RequestContext {
  session: AuthSession;
}

/** An operator session (separate table and tokens from user sessions: neither works on the other's calls). */
export interface OperatorSession {
  operatorId: number;
  sessionId: number;
}

export interface OperatorContext extends RequestContext {
  operator: OperatorSession;
}

type Method = 'GET' | 'POST' | 'PUT';

/** The context a handler of this endpoint gets: who called (by the endpoint's auth) and the request. */
export type ContextOf<E extends AnyEndpoint> = E['auth'] extends 'required'
  ? AuthedContext
  : E['auth'] extends 'operator'
    ? OperatorContext
    : RequestContext;

export type HandlerOf<E extends AnyEndpoint> = (
  input: ParsedRequestOf<E>,
  ctx: ContextOf<E>,
) => Promise<ReplyOf<E> | RawJson>;

/**
 * Serves one endpoint of the contract: method(s), path, auth, idempotency, request and response
 * schemas all come from the definition, so the route only names the service call. Server-only concerns —
 * a per-IP rate limit — are the options.
 */
export function handle<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: HandlerOf<E>,
  opts: { rateLimit?: { max: number; timeWindowMs: number } } = {},
): void {
  const route = {
    method: [...methodsOf(endpoint)],
    url: endpoint.path,
    auth: endpoint.auth,
    input: endpoint.request,
    response: endpoint.response,
    endpoint,
    ...(endpoint.auth === 'required' || endpoint.auth === 'operator'
      ? { idempotent: endpoint.idempotent === true }
      : {}),
    ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
    handler: handler as (input: unknown, ctx: never) => Promise<unknown>,
  };
  defineRoute(app, route as unknown as PublicRoute<z.ZodType, unknown>);
}

/** How a pre-serialised reply may be cached: its `Cache-Control` and an `ETag` from its bytes. */
export interface ReplyCaching {
  /** Sent unless the request already made the answer `no-store` (a request carrying a session token). */
  cacheControl: string;
}

/**
 * A payload already serialised to JSON (e.g. quotes rebuilt once per tick and read by thousands of clients):
 * sent as the envelope's `message` without serialising it again per request. The envelope's bytes are built
 * once per RawJson; with `caching`, a GET or HEAD answer carries an `ETag` (a hash of those bytes, computed
 * once) and the Cache-Control, and an `If-None-Match` naming that ETag is answered 304 without a body.
 * With `caching`, the body is also sent brotli- or gzip-compressed to a client that accepts it, each
 * variant compressed once per RawJson, with its own ETag (`"<hash>-br"`) and `Vary: Accept-Encoding`.
 */
export class RawJson {
  private bytes: Buffer | undefined;
  private tag: string | undefined;
  private readonly variants: Partial<Record<Coding, Buffer>> = {};
  private readonly variantTags: Partial<Record<Coding, string>> = {};

  constructor(
    readonly json: string,
    readonly caching?: ReplyCaching,
  ) {}

  /** `{"type":"ok","message":<json>}` as UTF-8 bytes. */
  get body(): Buffer {
    return (this.bytes ??= Buffer.from(`{"type":"ok","message":${this.json}}`));
  }

  /** A strong validator of the body: equal bodies, equal ETags. */
  get etag(): string {
    return (this.tag ??= `"${createHash('sha1').update(this.body).digest('base64url')}"`);
  }

  /** The coding this body is sent in for an Accept-Encoding (none when small or not cacheable). */
  codingFor(acceptEncoding: string | undefined): Coding | undefined {
    if (!this.caching || this.body.length < MIN_COMPRESSED_BYTES) return undefined;
    return negotiate(acceptEncoding);
  }

  /** The body compressed in `coding`, compressed on first use. */
  encoded(coding: Coding): Buffer {
    return (this.variants[coding] ??= compress(this.body, coding));
  }

  /** The ETag of the body as sent in `coding` (a different representation, a different strong validator). */
  etagOf(coding: Coding | undefined): string {
    if (!coding) return this.etag;
    return (this.variantTags[coding] ??= `${this.etag.slice(0, -1)}-${coding}"`);
  }
}

/** True when an `If-None-Match` header names `etag` (weak or strong, in a list, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const v = raw.trim();
    return v === '*' || (v.startsWith('W/') ? v.slice(2) : v) === etag;
  });
}

function sendRaw(req: FastifyRequest, res: FastifyReply, result: RawJson): FastifyReply {
  if (result.caching && (req.method === 'GET' || req.method === 'HEAD')) {
    const coding = result.codingFor(req.headers['accept-encoding']);
    const etag = result.etagOf(coding);
    void res.header('etag', etag).header('vary', 'Accept-Encoding');
    if (!res.hasHeader('cache-control')) void res.header('cache-control', result.caching.cacheControl);
    if (matchesEtag(req.headers['if-none-match'], etag)) return res.code(304).send();
    if (coding) return res.header('content-encoding', coding).type(JSON_TYPE).send(result.encoded(coding));
  }
  return res.type(JSON_TYPE).send(result.body);
}

interface RouteBase<S extends z.ZodType> {
  method: Method | Method[];
  url: string;
  input: S;
  /** Per-route rate limit (per IP, shared through Redis when configured). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** The reply's schema (from the contract endpoint): documented, and checked when CHECK_REPLIES is on. */
  response?: z.ZodType;
  endpoint?: AnyEndpoint;
}

interface PublicRoute<S extends z.ZodType, R> extends RouteBase<S> {
  auth: 'none' | 'optional';
  handler: (input: z.output<S>, ctx: RequestContext) => Promise<R>;
}

interface PrivateRoute<S extends z.ZodType, R> extends RouteBase<S> {
  auth: 'required';
  /** Money-moving: an `Idempotency-Key` header makes a replay return the first reply. */
  idempotent?: boolean;
  handler: (input: z.output<S>, ctx: AuthedContext) => Promise<R>;
}

interface OperatorRoute<S extends z.ZodType, R> extends RouteBase<S> {
  /** Operator API (`/api/ops/*`): an operator token is required; a user token gets type 999. */
  auth: 'operator';
  /**
   * Not idempotent by its own state (a manual grant): an `Idempotency-Key` header makes a replay return the
   * first reply. Operators' keys are kept apart from users' (scope `-operatorId`: user ids are positive).
   */
  idempotent?: boolean;
  handler: (input: z.output<S>, ctx: OperatorContext) => Promise<R>;
}

/**
 * Registers one call (handle's engine): merges query and body (GET reads the query, POST accepts JSON or form bodies,
 * and read calls may be posted too), parses them with the contract's zod schema, checks the session,
 * delegates to the service and wraps the result in the `ok` envelope.
 */
function defineRoute<S extends z.ZodType, R>(
  app: FastifyInstance,
  route: PublicRoute<S, R> | PrivateRoute<S, R> | OperatorRoute<S, R>,
): void {
  registerOperation({
    methods: Array.isArray(route.method) ? route.method : [route.method],
    url: route.url,
    auth: route.auth,
    input: route.input,
    idempotent: (route.auth === 'required' || route.auth === 'operator') && route.idempotent === true,
    response: route.response,
    summary: route.endpoint?.summary,
    fromContract: route.endpoint !== undefined,
  });
  const reply = (req: FastifyRequest, result: unknown): string => {
    if (app.checkReplies && route.response) checkReply(req, route.response, result);
    return okBody(result);
  };
  app.route({
    method: route.method,
    url: route.url,
    config: {
      auth: route.auth,
      ...(route.rateLimit
        ? { rateLimit: { max: route.rateLimit.max, timeWindow: route.rateLimit.timeWindowMs } }
        : {}),
    },
    handler: async (req: FastifyRequest, res: FastifyReply) => {
      const key = req.headers['idempotency-key'];
      /** Runs the handler once per key of `scope` (a replay gets the stored first reply, refusals included). */
      const once = async (scope: number, input: unknown, run: () => Promise<unknown>) => {
        const fingerprint = fingerprintOf(req.method, req.url, input);
        const stored = await runIdempotent(
          app.db,
          { userId: scope, key: key as string, fingerprint },
          async () => {
            try {
              return { status: 200, body: reply(req, await run()) };
            } catch (err) {
              if (err instanceof DomainError)
                return {
                  status: httpStatusOf(err),
                  body: JSON.stringify(failBody(err, req.lang, app.assetPrecision)),
                };
              throw err;
            }
          },
        );
        return res.code(stored.status).type(JSON_TYPE).send(stored.body);
      };
      if (route.auth === 'operator') {
        const operator = await app.resolveOperator(req);
        if (!operator) throw sessionInvalid();
        const input = parseInput(route.input, req);
        const run = () => route.handler(input, { ...contextOf(req, undefined), operator });
        if (route.idempotent && typeof key === 'string') return once(-operator.operatorId, input, run);
        return res.type(JSON_TYPE).send(reply(req, await run()));
      }
      const session = route.auth === 'none' ? undefined : await app.resolveSession(req);
      if (route.auth === 'required' && !session) throw sessionInvalid();
      const input = parseInput(route.input, req);
      const ctx = contextOf(req, session);
      if (route.auth === 'required' && route.idempotent && session && typeof key === 'string') {
        const authed = { ...ctx, session };
        return once(session.userId, input, () => route.handler(input, authed));
      }
      const result =
        route.auth === 'required'
          ? await route.handler(input, { ...ctx, session: session as AuthSession })
          : await route.handler(input, ctx);
      if (result instanceof RawJson) {
        if (app.checkReplies && route.response) checkReply(req, route.response, result);
        return sendRaw(req, res, result);
      }
      return res.type(JSON_TYPE).send(reply(req, result));
    },
  });
}

/** CHECK_REPLIES: a reply that breaks its declared schema is a server bug — logged, answered internal_error. */
function checkReply(req: FastifyRequest, schema: z.ZodType, result: unknown): void {
  const value: unknown = result instanceof RawJson ? JSON.parse(result.json) : result;
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  req.log.error({ url: req.url, issues: parsed.error.issues.slice(0, 5) }, 'reply does not match its schema');
  throw new Error(`reply of ${req.url} does not match its schema: ${JSON.stringify(parsed.error.issues[0])}`);
}

const JSON_TYPE = 'application/json; charset=utf-8';

function contextOf(req: FastifyRequest, session: AuthSession | undefined): RequestContext {
  return {
    lang: req.lang,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 255),
    session,
    req,
  };
}

function okBody(result: unknown): string {
  return result instanceof RawJson
    ? `{"type":"ok","message":${result.json}}`
    : JSON.stringify({ type: 'ok', message: result });
}

export function parseInput<S extends z.ZodType>(schema: S, req: FastifyRequest): z.output<S> {
  const raw = { ...asRecord(req.query), ...asRecord(req.body) };
  delete raw.lang;
  // No field of any call accepts NUL or other control characters (PostgreSQL cannot even store NUL).
  const controlled = Object.entries(raw).find(([, v]) => hasForbiddenControlChars(v));
  if (controlled) throw new AppError('text_control_chars', 'error', {}, controlled[0]);
  // Nor half a surrogate pair, in any field or key: jsonb columns (texts, settings, audit) cannot store one.
  const broken = Object.entries(raw).find(([k, v]) => hasLoneSurrogate(k) || hasLoneSurrogate(v));
  if (broken)
    throw new AppError(
      'text_lone_surrogate',
      'error',
      {},
      hasLoneSurrogate(broken[0]) ? undefined : broken[0],
    );
  let parsed: ReturnType<S['safeParse']>;
  try {
    parsed = schema.safeParse(raw) as ReturnType<S['safeParse']>;
  } catch (err) {
    // A schema rule that throws on some input is a bug in that rule, never a 500 for the client.
    req.log.warn({ err, url: req.url }, 'request schema threw while parsing');
    throw new AppError('parameter_error');
  }
  if (parsed.success) return parsed.data as z.output<S>;
  const issue = parsed.error.issues[0];
  const key = issue && isMessageKey(issue.message) ? issue.message : 'parameter_error';
  const field = issue?.path[0];
  throw new AppError(key, 'error', {}, typeof field === 'string' ? field : undefined);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}
