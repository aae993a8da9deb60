import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@meridian/contract/push';

/** What the stand-in push service took for one device: the decrypted payload and the checked VAPID claims. */
export interface ReceivedPush {
  payload: PushPayload;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
}

/** A browser install, as a browser makes one: a P-256 key pair and a 16-byte auth secret. */
export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  received: ReceivedPush[];
  /** The status the push service answers for this device next (201 = accepted). */
  answer: number;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** Verifies `vapid t=<jwt>, k=<key>` (RFC 8292): ES256 over the JWT by the key given, which must be `vapidKey`. */
function checkVapid(header: string | undefined, vapidKey: string, origin: string): ReceivedPush['claims'] {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${header}`);
  const [jwt = '', k = ''] = [m[1], m[2]];
  if (k !== vapidKey) throw new Error('signed with another VAPID key');
  const [h = '', p = '', s = ''] = jwt.split('.');
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string; typ: string };
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg}`);
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!signed) throw new Error('VAPID JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`JWT audience ${claims.aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`JWT expiry ${claims.exp}`);
  return claims;
}

/** Decrypts an aes128gcm body (RFC 8188 record, RFC 8291 keys) with the device's private key and auth secret. */
export function decryptAes128gcm(body: Buffer, device: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = device.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * A push service on 127.0.0.1 for tests: each device is a path; a request is answered with the device's
 * `answer` and, when that is 201, decrypted and kept after its VAPID signature was checked. A request that
 * fails a check is answered 400 and recorded in `rejected`.
 */
export class FakePushService {
  readonly rejected: string[] = [];
  private readonly devices = new Map<string, { device: FakeDevice; ecdh: ECDH; auth: Buffer }>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
    private readonly vapidKey: string,
  ) {}

  static async start(vapidKey: string): Promise<FakePushService> {
    const ready: { service?: FakePushService } = {};
    const server = createServer((req, res) => {
      void ready.service!.handle(req).then((status) => {
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ready.service = new FakePushService(server, `http://127.0.0.1:${port}`, vapidKey);
    return ready.service;
  }

  /** A new browser install with its own key pair and auth secret. */
  device(): FakeDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${randomBytes(8).toString('hex')}`;
    const device: FakeDevice = {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      received: [],
      answer: 201,
    };
    this.devices.set(path, { device, ecdh, auth });
    return device;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage): Promise<number> {
    const body = await bodyOf(req);
    const entry = this.devices.get(req.url ?? '');
    if (!entry) return 404;
    const { device, ecdh, auth } = entry;
    if (device.answer !== 201) return device.answer;
    try {
      if (req.method !== 'POST') throw new Error(`method ${req.method}`);
      if (req.headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`content-encoding ${req.headers['content-encoding']}`);
      const claims = checkVapid(req.headers.authorization, this.vapidKey, this.origin);
      const payload = JSON.parse(decryptAes128gcm(body, ecdh, auth)) as PushPayload;
      device.received.push({
        payload,
        claims,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
      });
      return 201;
    } catch (err) {
      this.rejected.push(err instanceof Error ? err.message : String(err));
      return 400;
    }
  }
}
