import { createHttp } from './http';

/**
 * For tests of a product's calls: an http client whose network answers every request with `reply` (the
 * envelope as JSON, status 200) and records what was sent, with the operator token 'op-token'.
 */
export function replyingHttp(reply: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const http = createHttp({
    fetch: (url, init) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
    },
    getToken: () => 'op-token',
    onSessionInvalid: () => undefined,
  });
  return { http, sent };
}

/** The headers a request was sent with. */
export const headersOf = (init: RequestInit) => init.headers as Record<string, string>;
