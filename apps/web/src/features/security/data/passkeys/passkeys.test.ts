import { securityApi } from '@meridian/contract/security';
import type { AnyEndpoint } from '@meridian/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allStringsReady, initI18n } from '../../../../i18n';
import { RESOURCES } from '../../../../i18n/resources';
import { assertWithPasskey, signInWithPasskey } from './passkeyAssertion';
import { registerPasskey } from './passkeys';
import { PasskeyError } from './webauthn';

/** The passkey ceremonies against a stand-in server and browser: what is sent, and what a closed prompt does. */

const calls: { path: string; body: unknown }[] = [];
const replies = new Map<string, unknown>();
vi.mock('../../../../api/http', () => ({
  api: {
    call: (endpoint: AnyEndpoint, body: unknown) => {
      calls.push({ path: endpoint.path, body });
      return Promise.resolve(replies.get(endpoint.path));
    },
  },
}));

const browser = {
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
  browserSupportsWebAuthn: () => true,
};
vi.mock('@simplewebauthn/browser', () => browser);

const started: string[] = [];
vi.mock('../../../account', () => ({
  startSession: (_qc: unknown, token: string) => {
    started.push(token);
    return Promise.resolve({ id: 1, email: 'a@b.c' });
  },
}));

const requestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] };
const issued = (options: object) => ({ challenge: 'ch_0123456789abcdef', options: JSON.stringify(options) });
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: { signature: 'c2ln' } };
const domError = (name: string) => Object.assign(new Error(`${name} happened`), { name });
const en = RESOURCES.en as unknown as { passkeys: { error: { failed: string; exists: string } } };

beforeAll(async () => {
  await initI18n('en');
  await allStringsReady();
});

beforeEach(() => {
  calls.length = 0;
  started.length = 0;
  browser.startAuthentication.mockReset();
  browser.startRegistration.mockReset();
  replies.clear();
  replies.set(securityApi.passkeyAssertOptions.path, issued(requestOptions));
  replies.set(securityApi.passkeyLoginOptions.path, issued(requestOptions));
  replies.set(
    securityApi.passkeyRegisterOptions.path,
    issued({ challenge: 'Y2g', rp: { name: 'Meridian' } }),
  );
  replies.set(securityApi.passkeyLogin.path, 'token-from-passkey');
  replies.set(securityApi.passkeyRegister.path, { id: 3, name: 'x', created_at: '', last_used_at: null });
});

describe('assertWithPasskey', () => {
  it("answers a step-up's challenge with the browser's assertion as JSON text", async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    await expect(assertWithPasskey('step_up')).resolves.toEqual({
      passkey_challenge: 'ch_0123456789abcdef',
      passkey_response: JSON.stringify(assertion),
    });
    expect(calls).toEqual([{ path: securityApi.passkeyAssertOptions.path, body: {} }]);
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
  });

  it('asks the login options of the typed account, or of any passkey when none is typed', async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    await assertWithPasskey('login', '  trader@example.com ');
    await assertWithPasskey('login', '   ');
    expect(calls).toEqual([
      { path: securityApi.passkeyLoginOptions.path, body: { user_string: 'trader@example.com' } },
      { path: securityApi.passkeyLoginOptions.path, body: {} },
    ]);
  });

  it('answers nothing, and no error, when the user closes the prompt', async () => {
    browser.startAuthentication.mockRejectedValue(domError('NotAllowedError'));
    await expect(assertWithPasskey('step_up')).resolves.toBeUndefined();
    browser.startAuthentication.mockRejectedValue(domError('AbortError'));
    await expect(assertWithPasskey('step_up')).resolves.toBeUndefined();
  });

  it('turns a failing prompt into a localised PasskeyError', async () => {
    browser.startAuthentication.mockRejectedValue(domError('SecurityError'));
    const e: unknown = await assertWithPasskey('step_up').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PasskeyError);
    expect((e as Error).message).toBe(en.passkeys.error.failed);
  });
});

describe('signInWithPasskey', () => {
  it('signs in with the assertion alone and starts the session with the token', async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    await expect(signInWithPasskey(new QueryClient(), { stay: false })).resolves.toMatchObject({ id: 1 });
    expect(calls).toEqual([
      { path: securityApi.passkeyLoginOptions.path, body: {} },
      {
        path: securityApi.passkeyLogin.path,
        body: { challenge: 'ch_0123456789abcdef', response: JSON.stringify(assertion), stay: false },
      },
    ]);
    expect(started).toEqual(['token-from-passkey']);
  });

  it('sends no login when the user closes the prompt', async () => {
    browser.startAuthentication.mockRejectedValue(domError('NotAllowedError'));
    await expect(signInWithPasskey(new QueryClient())).resolves.toBeUndefined();
    expect(calls.map((c) => c.path)).toEqual([securityApi.passkeyLoginOptions.path]);
    expect(started).toEqual([]);
  });
});

describe('registerPasskey', () => {
  const attestation = { id: 'new', response: { attestationObject: 'bzA' } };

  it('saves the new passkey under its name, with the step-up proof only when there is one', async () => {
    browser.startRegistration.mockResolvedValue(attestation);
    await registerPasskey({ name: 'Chrome on Android', stepUp: undefined });
    await registerPasskey({ name: 'Work laptop', stepUp: 'proof_0123456789abcdef' });
    const saves = calls.filter((c) => c.path === securityApi.passkeyRegister.path).map((c) => c.body);
    expect(saves).toEqual([
      { challenge: 'ch_0123456789abcdef', response: JSON.stringify(attestation), name: 'Chrome on Android' },
      {
        challenge: 'ch_0123456789abcdef',
        response: JSON.stringify(attestation),
        name: 'Work laptop',
        step_up: 'proof_0123456789abcdef',
      },
    ]);
    expect(browser.startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'Y2g', rp: { name: 'Meridian' } },
    });
  });

  it('saves nothing when the user closes the prompt', async () => {
    browser.startRegistration.mockRejectedValue(domError('NotAllowedError'));
    await expect(registerPasskey({ name: 'x', stepUp: undefined })).resolves.toBeUndefined();
    expect(calls.map((c) => c.path)).toEqual([securityApi.passkeyRegisterOptions.path]);
  });

  it('says so when this device already holds a passkey of the account', async () => {
    browser.startRegistration.mockRejectedValue(domError('InvalidStateError'));
    await expect(registerPasskey({ name: 'x', stepUp: undefined })).rejects.toThrow(en.passkeys.error.exists);
  });
});
