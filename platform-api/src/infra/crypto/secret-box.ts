import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyBytes = (key: string): Buffer => createHash('sha256').update(key).digest();

/**
 * Encrypts a secret the server must read back (an operator's TOTP secret) with AES-256-GCM under `key` (the
 * server's secrets key): `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function sealSecret(key: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret `sealSecret` sealed; throws when the key is another or the text was changed. */
export function openSecret(key: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
