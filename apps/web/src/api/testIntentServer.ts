import { configureHttp, defaultHttpConfig } from './http';

/** What the fake server does with one request: answer an envelope, fail the transport, or never answer. */
export type Step = { ok: unknown } | { refuse: string } | { status: number } | 'offline' | 'hang';

/** What went out since the last `serve`, in order: each request's Idempotency-Key and body. */
export const sent: { key: string | undefined; body: unknown }[] = [];

/** For unit tests: the http helper talks to a fake server that plays `steps` (then fails offline). */
export function serve(steps: Step[]): void {
  const script = [...steps];
  sent.length = 0;
  configureHttp({
    ...defaultHttpConfig,
    timeoutMs: 20,
    loadingDelayMs: 60_000,
    fetch: (_url, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ key: headers['Idempotency-Key'], body: JSON.parse(init?.body as string) as unknown });
      const step = script.shift() ?? 'offline';
      if (step === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      if (step === 'hang')
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      if ('status' in step) return Promise.resolve(new Response('{}', { status: step.status }));
      const envelope =
        'ok' in step
          ? { type: 'ok', message: step.ok }
          : { type: 'error', message: step.refuse, code: step.refuse };
      return Promise.resolve(new Response(JSON.stringify(envelope), { status: 200 }));
    },
  });
}
