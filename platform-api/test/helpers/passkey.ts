import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for API tests: a P-256 key pair, attestations of fmt "none" and assertions built
 * by hand (clientDataJSON; authenticatorData = rpIdHash, flags, counter[, attested credential data with the COSE key];
 * the assertion's ES256 signature over authenticatorData || sha256(clientDataJSON)).
 */

/** The few CBOR items WebAuthn needs: unsigned and negative integers, byte and text strings, maps. */
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
const head = (major: number, n: number): Buffer => {
  const m = major << 5;
  if (n < 24) return Buffer.from([m | n]);
  if (n < 256) return Buffer.from([m | 24, n]);
  if (n < 65536) return Buffer.from([m | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = m | 26;
  b.writeUInt32BE(n, 1);
  return b;
};
export function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (Buffer.isBuffer(v)) return Buffer.concat([head(2, v.length), v]);
  return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();
const b64url = (b: Buffer) => b.toString('base64url');
const counterBytes = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
/** Flags: user present (0x01), user verified (0x04), attested credential data (0x40). */
const UP_UV = 0x05;
const AT = 0x40;

export interface SoftAuthenticator {
  credentialId: string;
  privateKey: KeyObject;
  /** The last signature counter it answered. */
  counter: number;
  register: (options: { challenge: string; rp: { id?: string } }, origin: string) => Record<string, unknown>;
  assert: (
    options: { challenge: string; rpId?: string },
    origin: string,
    o?: { counter?: number; privateKey?: KeyObject; credentialId?: string },
  ) => Record<string, unknown>;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const rawId = randomBytes(16);
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const a: SoftAuthenticator = {
    credentialId: b64url(rawId),
    privateKey,
    counter: 0,
    register(options, origin) {
      const authData = Buffer.concat([
        sha256(options.rp.id!),
        Buffer.from([UP_UV | AT]),
        counterBytes(0),
        Buffer.alloc(16), // aaguid
        Buffer.from([rawId.length >> 8, rawId.length & 255]),
        rawId,
        cose,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: a.credentialId,
        rawId: a.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options, origin, o = {}) {
      const counter = o.counter ?? a.counter + 1;
      a.counter = Math.max(a.counter, counter);
      const authData = Buffer.concat([sha256(options.rpId!), Buffer.from([UP_UV]), counterBytes(counter)]);
      const cd = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(cd)]), o.privateKey ?? privateKey);
      const id = o.credentialId ?? a.credentialId;
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(cd),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
  return a;
}
