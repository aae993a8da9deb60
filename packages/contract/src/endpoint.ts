import type { z } from 'zod';

/**
 * One API call, defined once: method(s), path under `/api`, request and response schemas, who may
 * call it. The server registers its route from this definition (`handle(api, endpoint, handler)`), the web and
 * console call it through `api.call(endpoint, input)`, and `/api/openapi.json` is generated from the catalogue
 * — so a path is written in exactly one place.
 *
 * - `request` parses the merged query and body (strings in forms and query strings: see wire.ts).
 * - `response` is the `message` of the `ok` envelope; the server's handler must return its input type, the
 *   clients parse replies with it, and integration tests check every reply against it.
 * - `auth`: `none`, `optional` (a token is read when sent), `required` (user session, else type 999),
 *   `operator` (operator console session).
 * - `idempotent`: money-moving; an `Idempotency-Key` header makes a replay return the first reply.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT';
export type EndpointAuth = 'none' | 'optional' | 'required' | 'operator';

export interface EndpointDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends EndpointAuth = EndpointAuth,
> {
  /** The first method is the one clients use; read calls often accept both (the original did). */
  method: HttpMethod | readonly [HttpMethod, ...HttpMethod[]];
  path: `/${string}`;
  auth: A;
  request: Req;
  response: Res;
  idempotent?: boolean;
  /** The body is multipart/form-data (file uploads) instead of JSON or a form. */
  multipart?: boolean;
  /** One line for the API documentation. */
  summary: string;
}

export type AnyEndpoint = EndpointDefinition<z.ZodType, z.ZodType, EndpointAuth>;
/** What a client sends (before wire parsing). */
export type RequestOf<E extends AnyEndpoint> = z.input<E['request']>;
/** What the server's handler receives (after wire parsing). */
export type ParsedRequestOf<E extends AnyEndpoint> = z.output<E['request']>;
/** What the server's handler returns: the response schema's input. */
export type ReplyOf<E extends AnyEndpoint> = z.input<E['response']>;
/** What a client gets back once the reply is parsed. */
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType, A extends EndpointAuth>(
  def: EndpointDefinition<Req, Res, A>,
): EndpointDefinition<Req, Res, A> {
  return Object.freeze({ ...def });
}

export function methodsOf(endpoint: AnyEndpoint): readonly HttpMethod[] {
  return typeof endpoint.method === 'string' ? [endpoint.method] : endpoint.method;
}

/** The method a client uses. */
export function primaryMethod(endpoint: AnyEndpoint): HttpMethod {
  return methodsOf(endpoint)[0] ?? 'POST';
}

/** A group of endpoints (one product area), for the catalogue. */
export type EndpointGroup = Readonly<Record<string, AnyEndpoint>>;

/** Every endpoint of the given groups, flattened (tests compare it with the server's routes). */
export function endpointsOf(groups: Readonly<Record<string, EndpointGroup>>): AnyEndpoint[] {
  return Object.values(groups).flatMap((group) => Object.values(group));
}

/** What an endpoint is without its schemas: enough to send the call (web build's schema-free view). */
export type EndpointMeta = Omit<AnyEndpoint, 'request' | 'response' | 'summary'>;

const LOAD = Symbol.for('meridian.endpoint.load');

interface LazyEndpoint extends AnyEndpoint {
  [LOAD]: () => Promise<AnyEndpoint>;
}

function isLazy(endpoint: AnyEndpoint): endpoint is LazyEndpoint {
  return LOAD in endpoint;
}

/**
 * An endpoint whose schemas are loaded on first use: the web build serves product modules with these
 * (apps/web/src/build/contractView.ts) so its first route builds no schema. Reading `request`, `response` or
 * `summary` before `endpointSchemas` resolved throws, so a forgotten load fails loudly instead of skipping a check.
 */
export function lazyEndpoint(meta: EndpointMeta, load: () => Promise<AnyEndpoint>): AnyEndpoint {
  let real: AnyEndpoint | undefined;
  let pending: Promise<AnyEndpoint> | undefined;
  const loaded = (): AnyEndpoint => {
    if (real) return real;
    throw new Error(`schemas of ${meta.path} are not loaded (await endpointSchemas(endpoint) first)`);
  };
  return Object.freeze({
    ...meta,
    get request() {
      return loaded().request;
    },
    get response() {
      return loaded().response;
    },
    get summary() {
      return loaded().summary;
    },
    [LOAD]: () =>
      (pending ??= load().then(
        (r) => (real = r),
        (e: unknown) => {
          pending = undefined;
          throw e;
        },
      )),
  } satisfies LazyEndpoint);
}

/** The endpoint with its schemas: itself when defined eagerly (server, console, tests), else once loaded. */
export function endpointSchemas<E extends AnyEndpoint>(endpoint: E): E | Promise<E> {
  return isLazy(endpoint) ? (endpoint[LOAD]() as Promise<E>) : endpoint;
}
