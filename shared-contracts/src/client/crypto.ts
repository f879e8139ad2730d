/**
 * Hybrid encryption for the calls SPEC §7 marks "encrypted": a fresh AES-256-GCM key encrypts the
 * JSON payload and RSA-OAEP (SHA-256) wraps that key with the merchant's public key. WebCrypto only,
 * so the same code runs in the browser and in platform-api (Node 20).
 */
export interface EncryptedPayload {
  key: string;
  iv: string;
  data: string;
}

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
  return btoa(s);
}

export function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Encrypts a JSON-serialisable payload for the holder of the private key. */
export async function encryptPayload(publicKeySpki: string, payload: unknown): Promise<EncryptedPayload> {
  const pub = await subtle().importKey('spki', fromBase64(publicKeySpki), RSA, false, ['encrypt']);
  const aes = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle().encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload)));
  const rawKey = await subtle().exportKey('raw', aes);
  const key = await subtle().encrypt(RSA, pub, rawKey);
  return { key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}

/** Imports a PKCS#8 (base64) RSA private key for decryption. */
export function importPrivateKey(pkcs8: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', fromBase64(pkcs8), RSA, false, ['decrypt']);
}

/** Reverses encryptPayload; throws on a tampered or foreign payload. */
export async function decryptPayload(privateKey: CryptoKey, enc: EncryptedPayload): Promise<unknown> {
  const rawKey = await subtle().decrypt(RSA, privateKey, fromBase64(enc.key));
  const aes = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(enc.iv) }, aes, fromBase64(enc.data));
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

/** A new RSA-2048 key pair as base64 SPKI / PKCS#8 (for a merchant). */
export async function generateKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await subtle().generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  return {
    publicKey: toBase64(await subtle().exportKey('spki', pair.publicKey)),
    privateKey: toBase64(await subtle().exportKey('pkcs8', pair.privateKey)),
  };
}
