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
