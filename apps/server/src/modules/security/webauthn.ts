import { randomBytes } from 'node:crypto';
import { refuse } from '@meridian/contract';
import {
  type AuthenticationResponseJSON,
  type CredentialDeviceType,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  type Uint8Array_,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { FastifyRequest } from 'fastify';

/**
 * The WebAuthn ceremonies of @simplewebauthn/server, bound to Meridian's relying party. The RP is the origin
 * the H5 app is served from: PUBLIC_URL when configured, else the request's own origin (scheme + Host); the RP
 * id is that origin's host name. Browsers refuse an IP address as RP id, so passkeys need a host name
 * (`localhost` works for a local server).
 */

export const RP_NAME = 'Meridian';
/** How long a challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_RANDOM_BYTES = 32;
const ORIGIN_MAX = 255;
/**
 * The key algorithms offered and accepted, named so the library does not probe the runtime for experimental
 * post-quantum ones (Node prints an ExperimentalWarning for that probe).
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The origin the browser shows for the app, as the request (or the configured public URL) says. */
export function originOf(req: FastifyRequest, publicUrl: string | undefined): string {
  const url = URL.parse(publicUrl ?? `${req.protocol}://${req.host}`);
  // a Host header that is no host name cannot name a relying party
  if (!url || url.origin === 'null' || url.origin.length > ORIGIN_MAX) throw refuse('passkey_invalid');
  return url.origin;
}

/**
 * A new challenge: 32 random bytes followed by the origin it is issued for. The challenge is stored and
 * compared whole, so the origin in it cannot be forged, and a verifier that has no request (the login gate,
 * the step-up) checks the same relying party the options named.
 */
export function newChallenge(origin: string): Uint8Array_ {
  return new Uint8Array(Buffer.concat([randomBytes(CHALLENGE_RANDOM_BYTES), Buffer.from(origin, 'utf8')]));
}

/** The origin a stored challenge (base64url, as the options carry it) was issued for. */
export function originInChallenge(challenge: string): string {
  return Buffer.from(challenge, 'base64url').subarray(CHALLENGE_RANDOM_BYTES).toString('utf8');
}

const rpIdOf = (origin: string) => new URL(origin).hostname;

export interface CredentialRef {
  credentialId: string;
  transports: string[];
}

const descriptors = (refs: readonly CredentialRef[]) =>
  refs.map((r) => ({ id: r.credentialId, transports: r.transports }));

/** Options for navigator.credentials.create: a passkey of `user`, not one of the `exclude`d authenticators. */
export function registrationOptions(input: {
  origin: string;
  challenge: Uint8Array_;
  userHandle: Uint8Array_;
  userName: string;
  displayName: string;
  exclude: readonly CredentialRef[];
}) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpIdOf(input.origin),
    userName: input.userName,
    userID: input.userHandle,
    userDisplayName: input.displayName,
    challenge: input.challenge,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: descriptors(input.exclude),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** Options for navigator.credentials.get: over `allow`, or any passkey of this site when empty. */
export function assertionOptions(input: {
  origin: string;
  challenge: Uint8Array_;
  allow: readonly CredentialRef[];
}) {
  return generateAuthenticationOptions({
    rpID: rpIdOf(input.origin),
    challenge: input.challenge,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    ...(input.allow.length > 0 ? { allowCredentials: descriptors(input.allow) } : {}),
  });
}

/** What a verified registration saves. */
export interface NewCredential {
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  deviceType: CredentialDeviceType;
  backedUp: boolean;
}

/** Verifies an attestation against the stored challenge; anything wrong is `passkey_invalid`. */
export async function verifyRegistration(challenge: string, response: string): Promise<NewCredential> {
  const parsed = parseCredentialJson<RegistrationResponseJSON>(response);
  const origin = originInChallenge(challenge);
  const result = await verifyRegistrationResponse({
    response: parsed,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpIdOf(origin),
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => undefined);
  if (!result?.verified) throw refuse('passkey_invalid', {}, 'response');
  const info = result.registrationInfo;
  return {
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey),
    counter: info.credential.counter,
    transports: parsed.response.transports ?? [],
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
  };
}

/** A stored credential, as the assertion is checked against it. */
export interface StoredCredential extends CredentialRef {
  publicKey: Buffer;
  counter: number;
}

/**
 * Verifies an assertion against the stored challenge and credential: origin, RP id, signature, user presence
 * (and verification when `requireUserVerification`), and a signature counter that moved forward unless the
 * authenticator keeps none (0). Anything wrong is `passkey_invalid`.
 */
export async function verifyAssertion(input: {
  challenge: string;
  response: AuthenticationResponseJSON;
  credential: StoredCredential;
  requireUserVerification: boolean;
}): Promise<{ newCounter: number; backedUp: boolean }> {
  const origin = originInChallenge(input.challenge);
  const result = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: input.challenge,
    expectedOrigin: origin,
    expectedRPID: rpIdOf(origin),
    credential: {
      id: input.credential.credentialId,
      publicKey: new Uint8Array(input.credential.publicKey),
      counter: input.credential.counter,
      transports: input.credential.transports,
    },
    requireUserVerification: input.requireUserVerification,
  }).catch(() => undefined);
  if (!result?.verified) throw refuse('passkey_invalid', {}, 'response');
  return {
    newCounter: result.authenticationInfo.newCounter,
    backedUp: result.authenticationInfo.credentialBackedUp,
  };
}

/** An assertion as the browser library sends it; only its credential id is read before verification. */
export function parseAssertion(response: string): AuthenticationResponseJSON {
  return parseCredentialJson<AuthenticationResponseJSON>(response);
}

function parseCredentialJson<T extends { id: string; response: object }>(text: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse('passkey_invalid', {}, 'response');
  }
  const v = value as { id?: unknown; response?: unknown; type?: unknown } | null;
  if (
    typeof v !== 'object' ||
    v === null ||
    typeof v.id !== 'string' ||
    !/^[A-Za-z0-9_-]{1,1024}$/.test(v.id) ||
    v.type !== 'public-key' ||
    typeof v.response !== 'object' ||
    v.response === null
  )
    throw refuse('passkey_invalid', {}, 'response');
  return value as T;
}
