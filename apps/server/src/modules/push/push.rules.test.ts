import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAuthSecret, isP256PublicKey, isPushEndpoint, unpadded } from './push.rules';

describe('isPushEndpoint', () => {
  it('takes the browsers’ push services over https', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGx7',
    ])
      expect(isPushEndpoint(url), url).toBe(true);
  });

  it('refuses any other host, scheme, port or credentials (the server would fetch it)', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:5432/',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(isPushEndpoint(url), url).toBe(false);
  });

  it('admits the loopback stand-in over http only when asked', () => {
    expect(isPushEndpoint('http://127.0.0.1:4567/push/1')).toBe(false);
    expect(isPushEndpoint('http://127.0.0.1:4567/push/1', { loopbackHttp: true })).toBe(true);
    expect(isPushEndpoint('http://10.0.0.1/push/1', { loopbackHttp: true })).toBe(false);
  });
});

describe('subscription keys', () => {
  const point = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' }) as {
    x: string;
    y: string;
  };
  const raw = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(point.x, 'base64url'),
    Buffer.from(point.y, 'base64url'),
  ]);

  it('takes an uncompressed P-256 point and a 16-byte secret, padded or not', () => {
    expect(isP256PublicKey(raw.toString('base64url'))).toBe(true);
    expect(isP256PublicKey(raw.toString('base64').replace(/\+/g, '-').replace(/\//g, '_'))).toBe(true);
    expect(isAuthSecret(randomBytes(16).toString('base64url'))).toBe(true);
    expect(unpadded('abcd==')).toBe('abcd');
  });

  it('refuses a compressed point, a short key, a long secret and other alphabets', () => {
    expect(
      isP256PublicKey(Buffer.concat([Buffer.from([2]), raw.subarray(1, 33)]).toString('base64url')),
    ).toBe(false);
    expect(isP256PublicKey(raw.subarray(0, 64).toString('base64url'))).toBe(false);
    expect(isP256PublicKey(raw.toString('base64').replace(/[-_]/g, '+') + '!')).toBe(false);
    expect(isAuthSecret(randomBytes(32).toString('base64url'))).toBe(false);
    expect(isAuthSecret('')).toBe(false);
  });
});
