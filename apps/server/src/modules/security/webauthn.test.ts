import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import {
  assertionOptions,
  newChallenge,
  originInChallenge,
  originOf,
  parseAssertion,
  registrationOptions,
  verifyAssertion,
  verifyRegistration,
} from './webauthn';

const ORIGIN = 'http://localhost:8080';

async function registered(auth: SoftAuthenticator) {
  const options = await registrationOptions({
    origin: ORIGIN,
    challenge: newChallenge(ORIGIN),
    userHandle: new Uint8Array(Buffer.from('7')),
    userName: 'a@example.com',
    displayName: 'a@example.com',
    exclude: [],
  });
  const credential = await verifyRegistration(options.challenge, auth.register(JSON.stringify(options)));
  return credential;
}

async function loginOptions() {
  return assertionOptions({ origin: ORIGIN, challenge: newChallenge(ORIGIN), allow: [] });
}

describe('webauthn ceremonies', () => {
  it('the origin is PUBLIC_URL when configured, else the request scheme and host', () => {
    const req = { protocol: 'http', host: 'localhost:5173' } as FastifyRequest;
    expect(originOf(req, undefined)).toBe('http://localhost:5173');
    expect(originOf(req, 'https://m.example.com/base')).toBe('https://m.example.com');
    // as a browser serialises the origin: a default port is not part of it
    expect(originOf({ protocol: 'https', host: 'm.example.com:443' } as FastifyRequest, undefined)).toBe(
      'https://m.example.com',
    );
    expect(() => originOf({ protocol: 'http', host: 'exa mple' } as FastifyRequest, undefined)).toThrow(
      expect.objectContaining({ key: 'passkey_invalid' }),
    );
  });

  it('the challenge carries the origin it was issued for; the RP id is its host name', async () => {
    const options = await loginOptions();
    expect(originInChallenge(options.challenge)).toBe(ORIGIN);
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('preferred');
  });

  it('registers a P-256 credential and verifies its assertions with a rising counter', async () => {
    const auth = new SoftAuthenticator(ORIGIN);
    const credential = await registered(auth);
    expect(credential).toMatchObject({
      credentialId: auth.credentialId,
      counter: 0,
      transports: ['internal'],
    });

    const options = await loginOptions();
    const response = parseAssertion(auth.assert(JSON.stringify(options)));
    const stored = { ...credential, counter: 0 };
    await expect(
      verifyAssertion({
        challenge: options.challenge,
        response,
        credential: stored,
        requireUserVerification: true,
      }),
    ).resolves.toMatchObject({ newCounter: 1 });
  });

  it('refuses another origin, a counter that does not rise, a missing UV when required, another challenge', async () => {
    const auth = new SoftAuthenticator(ORIGIN);
    const stored = { ...(await registered(auth)), counter: 5 };
    const check = async (o: Parameters<SoftAuthenticator['assert']>[1], requireUserVerification = true) => {
      const options = await loginOptions();
      const response = parseAssertion(auth.assert(JSON.stringify(options), o));
      return verifyAssertion({
        challenge: options.challenge,
        response,
        credential: stored,
        requireUserVerification,
      });
    };
    await expect(check({ origin: 'http://evil.example', counter: 9 })).rejects.toMatchObject({
      key: 'passkey_invalid',
    });
    await expect(check({ counter: 5 })).rejects.toMatchObject({ key: 'passkey_invalid' });
    await expect(check({ counter: 3 })).rejects.toMatchObject({ key: 'passkey_invalid' });
    await expect(check({ counter: 9, userVerified: false })).rejects.toMatchObject({
      key: 'passkey_invalid',
    });
    await expect(check({ counter: 9, userVerified: false }, false)).resolves.toMatchObject({ newCounter: 9 });

    const issued = await loginOptions();
    const other = await loginOptions();
    const response = parseAssertion(auth.assert(JSON.stringify(other), { counter: 10 }));
    await expect(
      verifyAssertion({
        challenge: issued.challenge,
        response,
        credential: stored,
        requireUserVerification: true,
      }),
    ).rejects.toMatchObject({ key: 'passkey_invalid' });
  });

  it('refuses a registration for another origin and text that is not a credential', async () => {
    const auth = new SoftAuthenticator('http://evil.example');
    await expect(registered(auth)).rejects.toMatchObject({ key: 'passkey_invalid' });
    expect(() => parseAssertion('{')).toThrow();
    expect(() => parseAssertion(JSON.stringify({ id: 'x y', type: 'public-key', response: {} }))).toThrow();
  });
});
