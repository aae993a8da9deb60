import { ENVELOPE_TYPE, TIMEOUTS_MS, endpointSchemas, isAccepted, primaryMethod } from '@meridian/contract';
import type { AnyEndpoint, HttpMethod, RequestOf, ResponseOf } from '@meridian/contract';
import type { ZodType } from 'zod';
import { withQuery } from './query';
import type { ArrayFormat, QueryParams } from './query';

/** HTTP helper — the only place in the app that calls fetch. */

export const LOGIN_PATH = '/pages/common/login';
export const REAL_MARK_PATH = '/pages/setting/real_mark';

export class ApiError extends Error {
  /** Envelope type ('error' | '999' | '998'), or 'network' / 'timeout' / 'invalid' for transport faults. */
  readonly type: string;
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly status: number | undefined;
  constructor(message: string, type: string, extra: { code?: string; field?: string; status?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.type = type;
    this.code = extra.code;
    this.field = extra.field;
    this.status = extra.status;
  }
}

/** UI side effects, injected so the module is unit-testable. */
export interface HttpUi {
  toast: (message: string) => void;
  /** Shows the loading indicator; returns a function that hides it. */
  showLoading(): () => void;
  navigate: (path: string) => void;
  networkErrorText: () => string;
}

export interface HttpConfig {
  baseUrl: string;
  timeoutMs: number;
  loadingDelayMs: number;
  redirectDelayMs: number;
  fetch: typeof fetch;
  getToken: () => string;
  getLang: () => string;
  clearSession: () => void;
  ui: HttpUi;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer: (handle: unknown) => void;
  /** Resolves in a later task (default: a 0 ms timer): see `buildInTaskOfItsOwn`. */
  nextTask?: () => Promise<void>;
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  data?: Record<string, unknown>;
  /** Validates the payload (`message`) of an accepted reply; a promise while the endpoint's schemas load. */
  schema?: ZodType<T> | Promise<ZodType<T>>;
  /** No toast on failure (the caller shows its own state). 999/998 redirects still happen. */
  silent?: boolean;
  /** Show the delayed loading indicator (default true). */
  loading?: boolean;
  arrayFormat?: ArrayFormat;
  /** Sent as the `Idempotency-Key` header (money-moving POSTs: set by `sendIntent`, data/intentKey.ts). */
  idempotencyKey?: string;
}

/** An endpoint taking a multipart file and replying with its reference. */
export type UploadEndpoint = AnyEndpoint & { response: ZodType<string> };

/** Options of `call` (the endpoint itself gives method, path and reply schema). */
export type CallOptions = Omit<RequestOptions<unknown>, 'method' | 'data' | 'schema'>;

const noopUi: HttpUi = {
  toast: (m) => console.warn('[http]', m),
  showLoading: () => () => undefined,
  navigate: (p) => console.warn('[http] navigate', p),
  networkErrorText: () => 'Network error, please try again',
};

export const defaultHttpConfig: HttpConfig = {
  baseUrl: '/api',
  timeoutMs: TIMEOUTS_MS.network,
  loadingDelayMs: TIMEOUTS_MS.loadingIndicator,
  redirectDelayMs: TIMEOUTS_MS.loginRedirect,
  fetch: (...args) => globalThis.fetch(...args),
  getToken: () => '',
  getLang: () => 'en',
  clearSession: () => undefined,
  ui: noopUi,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function stringField(rec: Record<string, unknown>, key: string): string | undefined {
  const v = rec[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/**
 * The reply schema of an endpoint: at once when defined eagerly, else its loading, started with the request so
 * it overlaps the network (the web build serves endpoints whose schemas load on first use).
 */
function responseSchemaOf<T>(endpoint: AnyEndpoint): ZodType<T> | Promise<ZodType<T>> {
  const loaded = endpointSchemas(endpoint);
  if (!(loaded instanceof Promise)) return loaded.response as ZodType<T>;
  const schema = loaded.then((e) => e.response as ZodType<T>);
  // awaited once the reply is in; a load failing before then is not an unhandled rejection
  schema.catch(() => undefined);
  return schema;
}

/** Reply schemas already built by a check. */
const builtSchemas = new WeakSet<object>();

/**
 * A schema loaded for a reply is built on its first check (the web build's contract schemas are built on first use,
 * and zod walks the whole tree on a schema's first parse): on a phone the build and the check together made one long
 * task. The first check of each schema is therefore preceded by a task that only builds the schema (a parse of
 * nothing walks and builds the tree), with the check in a task after it.
 */
async function buildInTaskOfItsOwn(schema: ZodType, nextTask: () => Promise<void>): Promise<void> {
  if (builtSchemas.has(schema)) return;
  await nextTask();
  if (!builtSchemas.has(schema)) schema.safeParse(undefined);
  builtSchemas.add(schema);
  await nextTask();
}

const timerTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** "Cleans" a reply text (BOM, whitespace) and parses it as JSON (upload). */
export function parseReplyText(text: string): unknown {
  return JSON.parse(text.replace(/^\uFEFF/, '').trim());
}

export function createHttp(config: HttpConfig) {
  let redirectPending = false;

  function redirectLater(path: string): void {
    if (redirectPending) return;
    redirectPending = true;
    config.setTimer(() => {
      redirectPending = false;
      config.ui.navigate(path);
    }, config.redirectDelayMs);
  }

  function fail(message: string, silent: boolean | undefined, error: ApiError): never {
    if (!silent && message) config.ui.toast(message);
    throw error;
  }

  /** Applies the envelope rules to a parsed body; returns the payload or throws ApiError. */
  function handleBody<T>(body: unknown, opts: RequestOptions<T>, schema: ZodType<T> | undefined): T {
    const rec = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (isAccepted(body)) {
      const payload = rec.type === ENVELOPE_TYPE.ok ? rec.message : (rec.data ?? rec.message);
      if (!schema) return payload as T;
      const parsed = schema.safeParse(payload);
      if (parsed.success) return parsed.data;
      console.error('[http] reply does not match its schema', parsed.error);
      return fail(config.ui.networkErrorText(), opts.silent, new ApiError('invalid reply', 'invalid'));
    }
    const type = stringField(rec, 'type') ?? 'error';
    const message = stringField(rec, 'message') ?? stringField(rec, 'msg') ?? '';
    const error = new ApiError(message, type, {
      code: stringField(rec, 'code'),
      field: stringField(rec, 'field'),
    });
    if (type === ENVELOPE_TYPE.sessionInvalid) {
      if (message) config.ui.toast(message);
      config.clearSession();
      redirectLater(LOGIN_PATH);
      throw error;
    }
    if (type === ENVELOPE_TYPE.identityRequired) {
      if (message) config.ui.toast(message);
      redirectLater(REAL_MARK_PATH);
      throw error;
    }
    return fail(message, opts.silent, error);
  }

  async function send<T>(
    url: string,
    init: RequestInit,
    opts: RequestOptions<T>,
    timeoutMs: number,
  ): Promise<T> {
    const controller = new AbortController();
    const timeout = config.setTimer(() => controller.abort(), timeoutMs);
    let hideLoading: (() => void) | null = null;
    const loadingTimer =
      opts.loading === false
        ? null
        : config.setTimer(() => {
            hideLoading = config.ui.showLoading();
          }, config.loadingDelayMs);
    try {
      let res: Response;
      try {
        res = await config.fetch(url, { ...init, signal: controller.signal });
      } catch (e) {
        const aborted = controller.signal.aborted;
        return fail(
          config.ui.networkErrorText(),
          opts.silent,
          new ApiError(aborted ? 'timeout' : String(e), aborted ? 'timeout' : 'network'),
        );
      }
      if (res.status !== 200) {
        return fail(
          config.ui.networkErrorText(),
          opts.silent,
          new ApiError(`HTTP ${res.status}`, 'network', { status: res.status }),
        );
      }
      let body: unknown;
      try {
        body = parseReplyText(await res.text());
      } catch {
        return fail(
          config.ui.networkErrorText(),
          opts.silent,
          new ApiError('invalid JSON', 'invalid', { status: res.status }),
        );
      }
      let schema = opts.schema instanceof Promise ? undefined : opts.schema;
      // only an accepted reply is parsed: a refusal is reported whether or not the schemas could load
      if (opts.schema instanceof Promise && isAccepted(body)) {
        try {
          schema = await opts.schema;
        } catch (e) {
          return fail(config.ui.networkErrorText(), opts.silent, new ApiError(String(e), 'network'));
        }
        await buildInTaskOfItsOwn(schema, config.nextTask ?? timerTask);
      }
      return handleBody(body, opts, schema);
    } finally {
      config.clearTimer(timeout);
      if (loadingTimer !== null) config.clearTimer(loadingTimer);
      (hideLoading as (() => void) | null)?.();
    }
  }

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    const token = config.getToken();
    return { ...(token ? { Authorization: token } : {}), 'Accept-Language': config.getLang(), ...extra };
  }

  /** POST by default (JSON body); GET puts params in the query string; `lang` is added to every request. */
  function request<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const method = opts.method ?? 'POST';
    const data = { ...(opts.data ?? {}), lang: config.getLang() };
    const url = `${config.baseUrl}${path}`;
    if (method === 'GET') {
      return send(
        withQuery(url, data as QueryParams, opts.arrayFormat),
        { method, headers: headers() },
        opts,
        config.timeoutMs,
      );
    }
    const init = {
      method,
      headers: headers({
        'Content-Type': 'application/json',
        ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
      }),
      body: JSON.stringify(data),
    };
    return send(url, init, opts, config.timeoutMs);
  }

  /**
   * Calls one endpoint of the contract: its path and method come from the definition and the reply
   * is parsed with its response schema, so no path or reply shape is written here.
   */
  function call<E extends AnyEndpoint>(
    endpoint: E,
    data: RequestOf<E>,
    opts: CallOptions = {},
  ): Promise<ResponseOf<E>> {
    return request<ResponseOf<E>>(endpoint.path, {
      ...opts,
      method: primaryMethod(endpoint),
      data: data as Record<string, unknown>,
      schema: responseSchemaOf<ResponseOf<E>>(endpoint),
    });
  }

  return {
    call,
    request,
    get: <T = unknown>(
      path: string,
      data?: Record<string, unknown>,
      opts: Omit<RequestOptions<T>, 'method' | 'data'> = {},
    ) => request<T>(path, { ...opts, method: 'GET', ...(data ? { data } : {}) }),
    post: <T = unknown>(
      path: string,
      data?: Record<string, unknown>,
      opts: Omit<RequestOptions<T>, 'method' | 'data'> = {},
    ) => request<T>(path, { ...opts, method: 'POST', ...(data ? { data } : {}) }),
    /**
     * The upload endpoint (`platformApi.upload`), multipart field `file`; resolves with the file reference
     * (`message`). The caller passes the endpoint, so the transport on the first route needs no schema module.
     */
    upload(
      endpoint: UploadEndpoint,
      file: Blob,
      fileName = 'upload.jpg',
      opts: Omit<RequestOptions<string>, 'method' | 'data' | 'schema'> = {},
    ): Promise<string> {
      const form = new FormData();
      form.append('file', file, fileName);
      form.append('lang', config.getLang());
      return send<string>(
        `${config.baseUrl}${endpoint.path}`,
        { method: 'POST', headers: headers(), body: form },
        { ...opts, schema: responseSchemaOf<string>(endpoint) },
        config.timeoutMs,
      );
    },
  };
}

export type Http = ReturnType<typeof createHttp>;

const liveConfig: HttpConfig = { ...defaultHttpConfig };
let live: Http = createHttp(liveConfig);

/** Wires the app's token, language, session clearing and UI into the shared helper (app start-up). */
export function configureHttp(patch: Partial<HttpConfig>): void {
  Object.assign(liveConfig, patch);
  live = createHttp(liveConfig);
}

/**
 * The shared helper used by data hooks: contract endpoints only (`api.call(spotApi.place, body)`) and the upload —
 * no path is written outside the contract. The path-based transport stays inside createHttp (and its tests).
 */
export const api: Pick<Http, 'call' | 'upload'> = {
  call<E extends AnyEndpoint>(endpoint: E, data: RequestOf<E>, opts?: CallOptions) {
    return live.call(endpoint, data, opts);
  },
  upload(
    endpoint: UploadEndpoint,
    file: Blob,
    fileName?: string,
    opts?: Omit<RequestOptions<string>, 'method' | 'data' | 'schema'>,
  ) {
    return live.upload(endpoint, file, fileName, opts);
  },
};
