/** What the security module needs from its passkey side (WebAuthn ceremonies, provided by passkeys code). */

/** A WebAuthn assertion as a login or step-up carries it: the challenge's id and the browser's response JSON. */
export interface PasskeyAssertion {
  /** The user it must belong to; null when the caller does not know the user yet (a password-less sign-in). */
  userId: number | null;
  challenge: string;
  response: string;
}

/**
 * Verifies a passkey assertion: the challenge is spent once, the credential's signature and counter are checked;
 * resolves with the credential's owner, throws a refusal (`passkey_invalid`, `passkey_challenge_expired`) when
 * it is not valid.
 */
export interface PasskeyVerifier {
  verifyAssertion(input: PasskeyAssertion): Promise<{ userId: number }>;
}
