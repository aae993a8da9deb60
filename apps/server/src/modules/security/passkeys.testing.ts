import type { TestApp } from '../../../test/test-app';
import { ok, post, type Reply, uniqueIp } from '../../../test/api';
import type { SoftAuthenticator } from '../../../test/soft-authenticator';

/** Test helpers of the passkeys' integration tests (and of anyone's test that needs a passkey). */

/** POST /api<url> from a fresh client address (the ceremonies are rate-limited per address). */
export const call = (t: TestApp, url: string, body: Record<string, unknown> = {}, token?: string) =>
  post(t.app, url, body, { ...(token ? { token } : {}), ip: uniqueIp() });

/** Registers `auth` as a passkey of the token's user through the real calls; the reply of /register. */
export async function registerPasskey(
  t: TestApp,
  token: string,
  auth: SoftAuthenticator,
  extra: { name?: string; step_up?: string } = {},
): Promise<Reply> {
  const opts = ok<{ challenge: string; options: string }>(
    await call(t, '/security/passkeys/register_options', {}, token),
  );
  return call(
    t,
    '/security/passkeys/register',
    { challenge: opts.challenge, response: auth.register(opts.options), name: 'Phone', ...extra },
    token,
  );
}

/** A passkey assertion for a login (`user_string` given or not) or a step-up (`token` given). */
export async function passkeyAssertion(
  t: TestApp,
  auth: SoftAuthenticator,
  from: { user_string?: string } | { token: string },
  overrides: Parameters<SoftAuthenticator['assert']>[1] = {},
): Promise<{ passkey_challenge: string; passkey_response: string }> {
  const opts = ok<{ challenge: string; options: string }>(
    'token' in from
      ? await call(t, '/security/passkeys/assert_options', {}, from.token)
      : await call(t, '/security/passkeys/login_options', from),
  );
  return { passkey_challenge: opts.challenge, passkey_response: auth.assert(opts.options, overrides) };
}
