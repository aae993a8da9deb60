/**
 * The push services browsers subscribe with (Chrome and Android: FCM; Firefox: Mozilla's autopush; Edge: WNS;
 * Safari: Apple's): the server posts only to these, never to an address a user typed (an endpoint is a URL the
 * server fetches).
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'web.push.apple.com'];
const PUSH_SERVICE_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

/** Whether `endpoint` is a push service's URL; `loopbackHttp` admits http://127.0.0.1 (tests' stand-in). */
export function isPushEndpoint(endpoint: string, opts: { loopbackHttp?: boolean } = {}): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (opts.loopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((s) => host.endsWith(s));
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decoded(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** The browser's key is an uncompressed P-256 point (65 bytes, 0x04 first) in base64url. */
export function isP256PublicKey(value: string): boolean {
  const bytes = decoded(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
}

/** The browser's auth secret: 16 bytes in base64url. */
export function isAuthSecret(value: string): boolean {
  return decoded(value)?.length === 16;
}

/** Base64url without padding, as the server stores and hands the keys to the encryption. */
export function unpadded(value: string): string {
  return value.replace(/=+$/, '');
}
