import { primaryMethod } from '@meridian/contract';
import type { AnyEndpoint, RequestOf, ResponseOf } from '@meridian/contract';
import { S } from '../strings';

/**
 * The console's only door to the network: `/api` prefix, the operator token raw in
 * `Authorization`, the `{type, message}` envelope, and `type: "999"` = session invalid → token dropped and the
 * session listeners told (the app sends the operator to the login screen). Pure parts are exported for tests.
 */

export type ApiErrorKind =
  /** `type: "error"`: a business refusal; `message` is the server's localised text. */
  | 'error'
  /** `type: "999"`: the session is gone. */
  | 'session'
  /** fetch itself failed (offline, DNS, connection refused). */
  | 'network'
  /** A non-200 status (transport fault: 400 malformed, 413 too large, 5xx). */
  | 'http'
  /** A 200 whose body is not an envelope or whose payload breaks the contract. */
  | 'invalid';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly extra: { status?: number; code?: string; field?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the helper needs of a zod schema (the contract's response schemas fit). */
export interface Schema<T> {
  parse(input: unknown): T;
}

export const TOKEN_KEY = 'ops_token';

/** Describes a contract violation briefly: `data.0.amount: Invalid input` (first issue only). */
export function describeSchemaError(err: unknown): string {
  const issues = (err as { issues?: unknown } | null)?.issues;
  if (Array.isArray(issues) && issues.length > 0) {
    const first = issues[0] as { path?: unknown; message?: unknown };
    const path = Array.isArray(first.path) ? first.path.map(String).join('.') : '';
    const text = typeof first.message === 'string' ? first.message : 'invalid';
    return path ? `${path}: ${text}` : text;
  }
  return err instanceof Error ? err.message : 'invalid';
}

/** Turns a parsed 200 body into its payload, or throws the matching ApiError. */
export function parseEnvelope<T>(body: unknown, schema?: Schema<T>): T {
  if (typeof body !== 'object' || body === null || !('type' in body)) {
    throw new ApiError('invalid', S.badResponse('no envelope'));
  }
  const rec = body as { type: unknown; message?: unknown; code?: unknown; field?: unknown };
  const text = typeof rec.message === 'string' ? rec.message : '';
  const extra = {
    ...(typeof rec.code === 'string' ? { code: rec.code } : {}),
    ...(typeof rec.field === 'string' ? { field: rec.field } : {}),
  };
  switch (rec.type) {
    case 'ok':
      if (!schema) return rec.message as T;
      try {
        return schema.parse(rec.message);
      } catch (err) {
        throw new ApiError('invalid', S.badResponse(describeSchemaError(err)));
      }
    case '999':
      return fail(new ApiError('session', text || S.sessionExpired, extra));
    case 'error':
    case '998':
      return fail(new ApiError('error', text || S.badResponse(String(rec.type)), extra));
    default:
      throw new ApiError('invalid', S.badResponse(`type ${String(rec.type)}`));
  }
}

function fail(err: ApiError): never {
  throw err;
}

export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x` from the defined, non-empty values (in insertion order); '' when none. */
export function buildQuery(params: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A fresh Idempotency-Key; falls back to getRandomValues where randomUUID is missing (plain-HTTP origins). */
export interface RandomSource {
  randomUUID?: () => string;
  getRandomValues(array: Uint8Array): Uint8Array;
}

export function newIdempotencyKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface HttpDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null;
  /** Called on every 999 reply (after the token is cleared by the caller's session store). */
  onSessionInvalid: (message: string) => void;
  base?: string;
}

export interface RequestOptions<T> {
  schema?: Schema<T>;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Options of `call` (the endpoint gives method, path and reply schema). */
export type CallOptions = Omit<RequestOptions<unknown>, 'schema'>;

export interface Http {
  /** Calls one endpoint of the contract: path, method and reply schema come from its definition. */
  call<E extends AnyEndpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options?: CallOptions,
  ): Promise<ResponseOf<E>>;
}

export function createHttp(deps: HttpDeps): Http {
  const base = deps.base ?? '/api';

  async function send<T>(url: string, init: RequestInit, options: RequestOptions<T>): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = deps.getToken();
    if (token) headers.Authorization = token;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let response: Response;
    try {
      response = await deps.fetch(url, { ...init, headers, signal: options.signal ?? null });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError('network', S.networkError);
    }
    if (response.status !== 200) {
      throw new ApiError('http', S.serverFault(response.status), { status: response.status });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ApiError('invalid', S.badResponse('not JSON'));
    }
    try {
      return parseEnvelope(body, options.schema);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'session') deps.onSessionInvalid(err.message);
      throw err;
    }
  }

  function call<E extends AnyEndpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options: CallOptions = {},
  ): Promise<ResponseOf<E>> {
    const withSchema = { ...options, schema: endpoint.response as Schema<ResponseOf<E>> };
    return primaryMethod(endpoint) === 'GET'
      ? send(
          `${base}${endpoint.path}${buildQuery(input as Record<string, QueryValue>)}`,
          { method: 'GET' },
          withSchema,
        )
      : send(
          `${base}${endpoint.path}`,
          { method: primaryMethod(endpoint), body: JSON.stringify(input ?? {}) },
          withSchema,
        );
  }

  return {
    call,
  };
}

// ---- The browser session: token in localStorage `ops_token`, listeners for "session ended". ----

type SessionListener = (reason: { message: string }) => void;
const listeners = new Set<SessionListener>();
const tokenListeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const session = {
  getToken: (): string | null => storage()?.getItem(TOKEN_KEY) ?? null,
  setToken: (token: string): void => {
    storage()?.setItem(TOKEN_KEY, token);
    tokenListeners.forEach((l) => l());
  },
  clearToken: (): void => {
    storage()?.removeItem(TOKEN_KEY);
    tokenListeners.forEach((l) => l());
  },
  /** For useSyncExternalStore: called whenever the token is set or cleared. */
  subscribeToken: (listener: () => void): (() => void) => {
    tokenListeners.add(listener);
    return () => tokenListeners.delete(listener);
  },
  /** Called on a 999 reply anywhere (the token is already cleared). */
  onInvalid: (listener: SessionListener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const http = createHttp({
  fetch: (url, init) => fetch(url, init),
  getToken: session.getToken,
  onSessionInvalid(message) {
    session.clearToken();
    listeners.forEach((l) => l({ message }));
  },
});
