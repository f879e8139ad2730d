import { api, encryptPayload, getPermissionConfig, sessionApi, type LoginReply } from 'shared-contracts';

const randomString = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Free-play login (SPEC §7): an encrypted random string proves the call comes from our client. */
export async function loginFreePlay(): Promise<LoginReply> {
  const publicKey = getPermissionConfig()?.publicKey;
  if (!publicKey) throw new Error('permission config not loaded');
  const nonce = await encryptPayload(publicKey, { nonce: randomString(), ts: Date.now() });
  return api.call(sessionApi.loginFreePlay, { os: navigator.platform || 'web', platform: 'W', nonce });
}
