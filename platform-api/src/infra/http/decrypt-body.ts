import type { FastifyReply, FastifyRequest } from 'fastify';
import { decryptPayload, importPrivateKey, type EncryptedPayload } from 'shared-contracts';
import { commonError } from '../errors/common-errors';
import type { Merchant } from '../../modules/merchants';
import { merchantOf } from './request-merchant';

// Importing a PKCS#8 key costs a little; keyed by the public key so a rotated pair is re-imported.
const keys = new Map<string, Promise<CryptoKey>>();

/** The merchant's private key, imported once per key pair. */
export function privateKeyOf(merchant: Merchant): Promise<CryptoKey> {
  let key = keys.get(merchant.publicKey);
  if (!key) {
    key = importPrivateKey(merchant.privateKey);
    keys.set(merchant.publicKey, key);
  }
  return key;
}

const isEncrypted = (v: unknown): v is EncryptedPayload => {
  const e = v as Partial<Record<keyof EncryptedPayload, unknown>> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    ['key', 'iv', 'data'].every((k) => typeof e[k as keyof EncryptedPayload] === 'string')
  );
};

export const MSG_DECRYPT_FAILED = 'The request could not be decrypted';

/** preValidation for `encrypted: true` endpoints: replaces `{encrypted:{key,iv,data}}` with the plaintext payload, else 400 DECRYPT_FAILED. */
export async function decryptBody(request: FastifyRequest, _reply: FastifyReply): Promise<unknown> {
  const enc = (request.body as { encrypted?: unknown } | null | undefined)?.encrypted;
  const merchant = await merchantOf(request);
  if (!isEncrypted(enc) || !merchant) throw commonError('DECRYPT_FAILED', { detail: MSG_DECRYPT_FAILED });
  try {
    request.body = await decryptPayload(await privateKeyOf(merchant), enc);
  } catch {
    throw commonError('DECRYPT_FAILED', { detail: MSG_DECRYPT_FAILED });
  }
  return undefined;
}
