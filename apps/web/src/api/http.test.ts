import { describe, expect, it, vi } from 'vitest';
import { platformApi } from '@meridian/contract';
import { futuresApi } from '@meridian/contract/futures';
import { notificationsApi } from '@meridian/contract/notifications';
import { z } from 'zod';
import { ApiError, createHttp, defaultHttpConfig } from './http';
import type { HttpConfig } from './http';

interface Timer {
  fn: () => void;
  ms: number;
  done: boolean;
}

function setup(reply: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const timers: Timer[] = [];
  const calls: { url: string; init: RequestInit }[] = [];
  const ui = {
    toast: vi.fn(),
    showLoading: vi.fn(() => vi.fn()),
    navigate: vi.fn(),
    networkErrorText: () => 'NETWORK',
  };
  const clearSession = vi.fn();
  const config: HttpConfig = {
    ...defaultHttpConfig,
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push({ url, init: init ?? {} });
      return Promise.resolve(reply(url, init ?? {}));
    },
    getToken: () => 'tok123',
    getLang: () => 'fra',
    clearSession,
    ui,
    setTimer: (fn, ms) => {
      const t = { fn, ms, done: false };
      timers.push(t);
      return t;
    },
    clearTimer: (h) => {
      (h as Timer).done = true;
    },
  };
  const fire = (ms: number) =>
    timers.filter((t) => t.ms === ms && !t.done).forEach((t) => ((t.done = true), t.fn()));
  return { http: createHttp(config), calls, ui, clearSession, timers, fire };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('http helper (spec §7)', () => {
  it('POSTs JSON with lang and the raw Authorization token', async () => {
    const { http, calls } = setup(() => json({ type: 'ok', message: 'TOKEN' }));
    await expect(http.post('/user/login', { user_string: 'a@b.co', password: 'x' })).resolves.toBe('TOKEN');
    const call = calls[0]!;
    expect(call.url).toBe('/api/user/login');
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>).Authorization).toBe('tok123');
    expect(JSON.parse(call.init.body as string)).toEqual({
      user_string: 'a@b.co',
      password: 'x',
      lang: 'fra',
    });
  });

  it('sends the Idempotency-Key header only when asked', async () => {
    const { http, calls } = setup(() => json({ type: 'ok', message: {} }));
    await http.post('/wallet/change', { number: '1' }, { idempotencyKey: 'k-1' });
    await http.post('/wallet/list', {});
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
    expect((calls[1]!.init.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });
  it('defaults to POST and GET puts params in the query string, skipping empties', async () => {
    const { http, calls } = setup(() => json({ type: 'ok', message: [] }));
    await http.request('/x');
    expect(calls[0]!.init.method).toBe('POST');
    await http.get('/getSetting', { keyword: 'version', empty: '', nothing: null });
    expect(calls[1]!.url).toBe('/api/getSetting?keyword=version&lang=fra');
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it('accepts code === 1 replies and returns their data', async () => {
    const { http } = setup(() => json({ code: 1, msg: 'success', data: [1, 2] }));
    await expect(http.get('/currency/new_timeshar')).resolves.toEqual([1, 2]);
  });

  it('validates the payload with a schema', async () => {
    const { http } = setup(() => json({ type: 'ok', message: { n: 'x' } }));
    await expect(http.get('/a', {}, { schema: z.object({ n: z.number() }) })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('type 999: toasts, clears the session and goes to login after 1200 ms (once)', async () => {
    const { http, ui, clearSession, fire } = setup(() => json({ type: '999', message: 'Please log in' }));
    await expect(http.get('/user/info')).rejects.toMatchObject({ type: '999' });
    await expect(http.get('/user/info')).rejects.toMatchObject({ type: '999' });
    expect(ui.toast).toHaveBeenCalledWith('Please log in');
    expect(clearSession).toHaveBeenCalled();
    expect(ui.navigate).not.toHaveBeenCalled();
    fire(1200);
    expect(ui.navigate).toHaveBeenCalledTimes(1);
    expect(ui.navigate).toHaveBeenCalledWith('/pages/common/login');
  });

  it('type 998: toasts and goes to the identity page after 1200 ms, session kept', async () => {
    const { http, ui, clearSession, fire } = setup(() => json({ type: '998', message: 'Verify first' }));
    await expect(http.post('/wallet/out')).rejects.toMatchObject({ type: '998' });
    fire(1200);
    expect(ui.navigate).toHaveBeenCalledWith('/pages/setting/real_mark');
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('other failures toast and reject with field and code kept', async () => {
    const { http, ui } = setup(() =>
      json({ type: 'error', message: 'Code invalid', code: 'code_invalid', field: 'code' }),
    );
    const err = await http.post('/user/register').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      message: 'Code invalid',
      code: 'code_invalid',
      field: 'code',
      type: 'error',
    });
    expect(ui.toast).toHaveBeenCalledWith('Code invalid');
  });

  it('silent calls do not toast', async () => {
    const { http, ui } = setup(() => json({ type: 'error', message: 'nope' }));
    await expect(http.get('/a', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('non-200 is a network error', async () => {
    const { http, ui } = setup(() => json({}, 500));
    await expect(http.get('/a')).rejects.toMatchObject({ type: 'network', status: 500 });
    expect(ui.toast).toHaveBeenCalledWith('NETWORK');
  });

  it('shows the loading indicator only after 800 ms and hides it', async () => {
    let release!: (r: Response) => void;
    const { http, ui, fire, timers } = setup(() => new Promise<Response>((r) => (release = r)));
    const p = http.get('/slow');
    expect(ui.showLoading).not.toHaveBeenCalled();
    expect(timers.map((t) => t.ms).sort()).toEqual([60_000, 800].sort());
    fire(800);
    expect(ui.showLoading).toHaveBeenCalledTimes(1);
    release(json({ type: 'ok', message: 1 }));
    await p;
    const hide = ui.showLoading.mock.results[0]!.value as ReturnType<typeof vi.fn>;
    expect(hide).toHaveBeenCalled();
  });

  it('aborts after 60 s', async () => {
    const { http, fire } = setup(
      (_u, init) =>
        new Promise<Response>((_r, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const p = http.get('/hang');
    fire(60_000);
    await expect(p).rejects.toMatchObject({ type: 'timeout' });
  });

  it('uploads multipart `file` and parses a cleaned reply', async () => {
    const { http, calls } = setup(
      () => new Response('\uFEFF {"type":"ok","message":"/uploads/a.png"} ', { status: 200 }),
    );
    await expect(
      http.upload(platformApi.upload, new Blob(['x'], { type: 'image/png' }), 'a.png'),
    ).resolves.toBe('/uploads/a.png');
    expect(calls[0]!.url).toBe('/api/upload');
    expect((calls[0]!.init.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('calls a contract endpoint: its path and method, the reply parsed with its response schema', async () => {
    const { http, calls } = setup(() => json({ type: 'ok', message: { count: 3 } }));
    // GET-first endpoint: the body goes to the query string.
    await expect(http.call(notificationsApi.unreadCount, {})).resolves.toEqual({ count: 3 });
    expect(calls[0]!.url).toBe('/api/notifications/unread_count?lang=fra');
    expect(calls[0]!.init.method).toBe('GET');
    // A reply that breaks the endpoint's schema is refused (not handed to the screen).
    const bad = setup(() => json({ type: 'ok', message: { id: 7, removed: 1 } }));
    await expect(bad.http.call(futuresApi.close, { id: 1 }, { silent: true })).rejects.toMatchObject({
      type: 'invalid',
    });
    expect(bad.calls[0]!.url).toBe('/api/lever/close');
    expect(bad.calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(bad.calls[0]!.init.body as string)).toEqual({ id: 1, lang: 'fra' });
  });
});
