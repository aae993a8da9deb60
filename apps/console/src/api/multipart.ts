import { ApiError, parseEnvelope, session, type Schema } from './http';
import { S } from '../strings';

/** What a multipart upload needs (tests pass their own fetch and token). */
export interface UploadDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null;
  /** A 999 reply: the session is gone. */
  onSessionInvalid: () => void;
  base?: string;
}

export const liveUpload: UploadDeps = {
  fetch: (url, init) => fetch(url, init),
  getToken: session.getToken,
  onSessionInvalid: () => session.clearToken(),
};

/**
 * POSTs a multipart form to an endpoint of the contract (an upload: NFT media, a support-chat picture), the
 * operator token raw in `Authorization` as api/http.ts sends it; the reply's envelope is read by the same parser.
 */
export async function postMultipart<T>(
  endpoint: { path: string; response: unknown },
  form: FormData,
  deps: UploadDeps = liveUpload,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = deps.getToken();
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await deps.fetch(`${deps.base ?? '/api'}${endpoint.path}`, {
      method: 'POST',
      headers,
      body: form,
      signal: signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('network', S.networkError);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.status !== 200) {
    // a refusal sent with a transport status (413: too large) still says why in the server's language
    const said = (body as { type?: unknown; message?: unknown } | undefined) ?? {};
    const message = said.type === 'error' && typeof said.message === 'string' ? said.message : '';
    throw new ApiError('http', message || S.serverFault(response.status), { status: response.status });
  }
  if (body === undefined) throw new ApiError('invalid', S.badResponse('not JSON'));
  try {
    return parseEnvelope(body, endpoint.response as Schema<T>);
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'session') deps.onSessionInvalid();
    throw err;
  }
}
