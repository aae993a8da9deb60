import { securityApi } from '@meridian/contract/security';
import type { WebauthnOptions } from '@meridian/contract/security';
import type { UserInfo } from '@meridian/contract/account';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../../../api/http';
import { startSession } from '../../../account';
import { ceremony } from './webauthn';

/** A passkey's answer to one challenge, as /user/login, /user/forget and /security/step_up take it. */
// a type, not an interface: it spreads into request bodies typed as records of strings
export type PasskeyProof = { passkey_challenge: string; passkey_response: string };

/** The browser's prompt over the server's options; `undefined` when the user closed it. */
async function answer(issued: WebauthnOptions): Promise<PasskeyProof | undefined> {
  const optionsJSON = JSON.parse(issued.options) as PublicKeyCredentialRequestOptionsJSON;
  const response = await ceremony((lib) => lib.startAuthentication({ optionsJSON }));
  return response === undefined
    ? undefined
    : { passkey_challenge: issued.challenge, passkey_response: response };
}

/**
 * A passkey assertion for a second step: `step_up` over the signed-in user's passkeys, `login` over the passkeys
 * of the account typed on the login or reset page (`userString`; any passkey of this site without it).
 * Resolves `undefined` when the user closed the browser's prompt; a server refusal rejects with the ApiError
 * (toasted), a failing prompt with a PasskeyError whose message is the localised reason.
 */
export async function assertWithPasskey(
  kind: 'login' | 'step_up',
  userString?: string,
): Promise<PasskeyProof | undefined> {
  const issued =
    kind === 'step_up'
      ? await api.call(securityApi.passkeyAssertOptions, {})
      : await api.call(
          securityApi.passkeyLoginOptions,
          userString?.trim() ? { user_string: userString.trim() } : {},
        );
  return answer(issued);
}

/**
 * Signs in with a passkey alone (the account is the passkey's): the session starts as after a password login.
 * Resolves the user, or `undefined` when the user closed the browser's prompt.
 */
export async function signInWithPasskey(
  qc: QueryClient,
  opts: { stay?: boolean } = {},
): Promise<UserInfo | undefined> {
  const proof = await answer(await api.call(securityApi.passkeyLoginOptions, {}));
  if (!proof) return undefined;
  const token = await api.call(securityApi.passkeyLogin, {
    challenge: proof.passkey_challenge,
    response: proof.passkey_response,
    ...(opts.stay === undefined ? {} : { stay: opts.stay }),
  });
  return startSession(qc, token);
}
