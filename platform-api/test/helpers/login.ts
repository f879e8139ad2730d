import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { encryptPayload, type LoginRequest } from 'shared-contracts';
import { DEFAULT_AUTH_POLICY, type AuthPolicy } from '../../src/infra/config';

/** The default policy with an easy proof of work, so a test login costs milliseconds. */
export const TEST_AUTH: AuthPolicy = { ...DEFAULT_AUTH_POLICY, botCheckMaxNumber: 2000 };

let ipSeq = 0;
/** A client IP no other test uses (per-IP failure counts and rate limits stay apart). */
export const freshIp = (): string => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

/** Fetches a challenge (from `host`'s merchant, the default one when absent) and solves it like the widget: base64 JSON {algorithm, challenge, number, salt, signature}. */
export async function solveBotCheck(app: FastifyInstance, host?: string): Promise<string> {
  const headers = host ? { host } : {};
  const c = (await app.inject({ method: 'GET', url: '/wps/botcheck/challenge', headers })).json().value;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('bot-check challenge not solved');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * Posts a login encrypted with the merchant public key of /wps/system/config; adds a solved bot check unless
 * `botCheck` is given (null: none). `host` picks the merchant (its Host header); the default one when absent.
 */
export async function postLogin(
  app: FastifyInstance,
  body: Omit<Partial<LoginRequest>, 'botCheck'> & { botCheck?: LoginRequest['botCheck'] | null },
  ip: string,
  host?: string,
) {
  const headers = host ? { host } : {};
  const publicKey: string = (await app.inject({ method: 'GET', url: '/wps/system/config', headers })).json().value
    .publicKey;
  const { botCheck, ...rest } = body;
  const payload = {
    type: 'username',
    ...rest,
    ...(botCheck === null ? {} : { botCheck: botCheck ?? { altcha: await solveBotCheck(app, host) } }),
  };
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers,
    remoteAddress: ip,
    payload: { encrypted: await encryptPayload(publicKey, payload) },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
  return { status: res.statusCode, body: res.json() as any };
}
