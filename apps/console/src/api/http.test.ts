import { opsLoginResponse, opsApi } from '@meridian/contract/ops';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildQuery,
  createHttp,
  describeSchemaError,
  newIdempotencyKey,
  parseEnvelope,
} from './http';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function setup(reply: (url: string, init: RequestInit) => Response | Promise<Response>, token = 'tok') {
  const calls: { url: string; init: RequestInit }[] = [];
  const onSessionInvalid = vi.fn();
  const http = createHttp({
    fetch: (url, init) => {
      calls.push({ url, init });
      return Promise.resolve(reply(url, init));
    },
    getToken: () => token || null,
    onSessionInvalid,
  });
  return { http, calls, onSessionInvalid };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('parseEnvelope', () => {
  it('returns the payload of an ok envelope', () => {
    expect(parseEnvelope({ type: 'ok', message: { a: 1 } })).toEqual({ a: 1 });
  });

  it('validates the payload when a schema is given', () => {
    const ok = {
      type: 'ok',
      message: { token: 't', operator: { id: 1, email: 'op@example.com' }, enrolment_required: false },
    };
    expect(parseEnvelope(ok, opsLoginResponse).operator.email).toBe('op@example.com');
    const bad = {
      type: 'ok',
      message: { token: 't', operator: { id: 'x', email: 'op@example.com' }, enrolment_required: false },
    };
    expect(() => parseEnvelope(bad, opsLoginResponse)).toThrow(/operator\.id/);
  });

  it('type error → ApiError "error" with the server text, code and field', () => {
    const err = (() => {
      try {
        parseEnvelope({ type: 'error', message: 'Wrong password', code: 'login_failed', field: 'password' });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      kind: 'error',
      message: 'Wrong password',
      extra: { code: 'login_failed', field: 'password' },
    });
  });

  it('type 999 → ApiError "session"', () => {
    expect(() => parseEnvelope({ type: '999', message: 'Please log in' })).toThrow(
      expect.objectContaining({ kind: 'session', message: 'Please log in' }),
    );
  });

  it('anything else is an invalid reply', () => {
    for (const body of [null, 'x', 42, {}, { type: 'weird', message: 1 }]) {
      expect(() => parseEnvelope(body)).toThrow(expect.objectContaining({ kind: 'invalid' }));
    }
  });
});

describe('describeSchemaError', () => {
  it('names the first issue path', () => {
    expect(describeSchemaError({ issues: [{ path: ['data', 0, 'amount'], message: 'Invalid input' }] })).toBe(
      'data.0.amount: Invalid input',
    );
    expect(describeSchemaError(new Error('boom'))).toBe('boom');
  });
});

describe('buildQuery', () => {
  it('skips empty values and encodes the rest', () => {
    expect(buildQuery({ status: 'pending', page: 2, action: undefined, q: '', x: null })).toBe(
      '?status=pending&page=2',
    );
    expect(buildQuery({ action: 'kyc.approve', a: 'b c' })).toBe('?action=kyc.approve&a=b+c');
    expect(buildQuery({})).toBe('');
  });
});

describe('createHttp', () => {
  const page = { data: [], page: 1, limit: 10, total: 0 };
  const operator = { id: 1, email: 'op@example.com' };
  const me = { ...operator, totp_enabled: true };

  it('a GET endpoint: the input goes in the query of its path, with the raw token', async () => {
    const { http, calls } = setup(() => json({ type: 'ok', message: page }));
    await expect(http.call(opsApi.kycList, { status: 'pending', page: 1, limit: 10 })).resolves.toEqual(page);
    expect(calls[0]!.url).toBe('/api/ops/kyc/list?status=pending&page=1&limit=10');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(headersOf(calls[0]!.init).Authorization).toBe('tok');
  });

  it('a POST endpoint sends JSON, and the Idempotency-Key only when given', async () => {
    const { http, calls } = setup((url) =>
      json({ type: 'ok', message: url.endsWith('/logout') ? 'Logged out' : {} }),
    );
    const approve = http.call(opsApi.kycApprove, { id: 7 }, { idempotencyKey: 'k-1' });
    // `{}` is no reviewed item: the reply of a POST is parsed with its schema too
    await expect(approve).rejects.toMatchObject({ kind: 'invalid' });
    await expect(http.call(opsApi.logout, {})).resolves.toBe('Logged out');
    expect(calls[0]!.url).toBe('/api/ops/kyc/approve');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ id: 7 });
    expect(headersOf(calls[0]!.init)['Content-Type']).toBe('application/json');
    expect(headersOf(calls[0]!.init)['Idempotency-Key']).toBe('k-1');
    expect(calls[1]!.url).toBe('/api/ops/logout');
    expect(headersOf(calls[1]!.init)['Idempotency-Key']).toBeUndefined();
    expect(calls[1]!.init.body).toBe('{}');
  });

  it("parses the reply with the endpoint's response schema", async () => {
    const { http } = setup(() => json({ type: 'ok', message: { ...me, extra: 'dropped' } }));
    await expect(http.call(opsApi.me, {})).resolves.toEqual(me);
    const bad = setup(() => json({ type: 'ok', message: { id: 'x', email: 'op@example.com' } }));
    await expect(bad.http.call(opsApi.me, {})).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/id/) as string,
    });
  });

  it('omits Authorization without a token', async () => {
    const reply = { token: 't', operator, enrolment_required: false };
    const { http, calls } = setup(() => json({ type: 'ok', message: reply }), '');
    await http.call(opsApi.login, { email: 'a@b.co', password: 'x' });
    expect(calls[0]!.url).toBe('/api/ops/login');
    expect(headersOf(calls[0]!.init).Authorization).toBeUndefined();
  });

  it('999 tells the session handler and rejects', async () => {
    const { http, onSessionInvalid } = setup(() => json({ type: '999', message: 'Session expired' }));
    await expect(http.call(opsApi.me, {})).rejects.toMatchObject({ kind: 'session' });
    expect(onSessionInvalid).toHaveBeenCalledWith('Session expired');
  });

  it('a business error does not end the session', async () => {
    const { http, onSessionInvalid } = setup(() => json({ type: 'error', message: 'Already reviewed' }));
    await expect(http.call(opsApi.kycApprove, { id: 1 })).rejects.toMatchObject({
      kind: 'error',
      message: 'Already reviewed',
    });
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('non-200, unreachable server and non-JSON bodies are distinct failures', async () => {
    await expect(setup(() => json({}, 502)).http.call(opsApi.me, {})).rejects.toMatchObject({
      kind: 'http',
      extra: { status: 502 },
    });
    const offline = createHttp({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      getToken: () => null,
      onSessionInvalid: () => undefined,
    });
    await expect(offline.call(opsApi.me, {})).rejects.toMatchObject({ kind: 'network' });
    const html = setup(() => new Response('<html>', { status: 200 }));
    await expect(html.http.call(opsApi.me, {})).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('newIdempotencyKey', () => {
  it('uses randomUUID when present', () => {
    const source = { randomUUID: () => 'a-b-c-d-e', getRandomValues: (a: Uint8Array) => a };
    expect(newIdempotencyKey(source)).toBe('a-b-c-d-e');
  });

  it('falls back to a v4-shaped key from getRandomValues', () => {
    const source = { getRandomValues: (a: Uint8Array) => crypto.getRandomValues(a) };
    const key = newIdempotencyKey(source);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey(source)).not.toBe(key);
  });
});
