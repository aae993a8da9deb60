import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for tests: one P-256 credential (ES256), a 'none' attestation, assertions
 * signed with ECDSA-SHA256 (DER), and a signature counter the test can move. It answers the JSON options the
 * server sends with the JSON shapes @simplewebauthn/browser produces (startRegistration/startAuthentication).
 */

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;
const COSE_KTY_EC2 = 2;
const COSE_ALG_ES256 = -7;
const COSE_CRV_P256 = 1;

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export interface CeremonyOverrides {
  /** The origin the "browser" reports in clientDataJSON (default: the authenticator's). */
  origin?: string;
  /** The counter to sign with (default: one more than the last). */
  counter?: number;
  /** Whether the user was verified (default true). */
  userVerified?: boolean;
  /** Signs the assertion with another credential id (as if the browser sent someone else's). */
  credentialId?: string;
}

export class SoftAuthenticator {
  readonly credentialId = b64url(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle: string | undefined;
  counter = 0;

  /**
   * `origin`: the page the "browser" runs on, serialised as browsers do (no default port): the default is the
   * origin of a request `app.inject` sends (Host localhost:80).
   */
  constructor(readonly origin = 'http://localhost') {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = createPublicKey(pair.privateKey);
  }

  /** startRegistration: answers the server's creation options (JSON text) with a RegistrationResponseJSON. */
  register(optionsJson: string, o: CeremonyOverrides = {}): string {
    const options = JSON.parse(optionsJson) as CreationOptions;
    this.userHandle = options.user.id;
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const authData = Buffer.concat([
      this.authDataHead(rpId, FLAG_AT | this.uvFlag(o), o.counter ?? this.counter),
      Buffer.alloc(16), // AAGUID: none
      u16(Buffer.from(this.credentialId, 'base64url').length),
      Buffer.from(this.credentialId, 'base64url'),
      Buffer.from(isoCBOR.encode(this.coseKey())),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    const clientData = this.clientData('webauthn.create', options.challenge, o);
    return JSON.stringify({
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    });
  }

  /** startAuthentication: answers the server's request options (JSON text) with an AuthenticationResponseJSON. */
  assert(optionsJson: string, o: CeremonyOverrides = {}): string {
    const options = JSON.parse(optionsJson) as RequestOptions;
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const counter = o.counter ?? this.counter + 1;
    this.counter = Math.max(this.counter, counter);
    const authData = this.authDataHead(rpId, this.uvFlag(o), counter);
    const clientData = this.clientData('webauthn.get', options.challenge, o);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    const id = o.credentialId ?? this.credentialId;
    return JSON.stringify({
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    });
  }

  private uvFlag(o: CeremonyOverrides): number {
    return FLAG_UP | (o.userVerified === false ? 0 : FLAG_UV);
  }

  private authDataHead(rpId: string, flags: number, counter: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }

  private clientData(type: string, challenge: string, o: CeremonyOverrides): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: o.origin ?? this.origin, crossOrigin: false }),
      'utf8',
    );
  }

  private coseKey() {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return new Map<number, number | Uint8Array>([
      [1, COSE_KTY_EC2],
      [3, COSE_ALG_ES256],
      [-1, COSE_CRV_P256],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]);
  }
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}
