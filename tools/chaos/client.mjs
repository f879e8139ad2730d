// The chaos run's HTTP client (tools/chaos.mjs): every request through the load balancer is timed and recorded;
// money calls are retried with the same idempotency key until they get an answer that is not a server error.
import { createHash, createHmac, webcrypto } from 'node:crypto';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const subtle = webcrypto.subtle;
const b64 = (bytes) => Buffer.from(bytes).toString('base64');

/** A client-visible error: a server error (≥ 500) or no answer at all. */
export const isServerError = (r) => r.error !== undefined || r.status >= 500;

/** encryptPayload of shared-contracts (AES-256-GCM payload, RSA-OAEP SHA-256 wrapped key), for the encrypted calls. */
export async function encryptPayload(publicKeySpki, payload) {
  const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const pub = await subtle.importKey('spki', Buffer.from(publicKeySpki, 'base64'), rsa, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload)));
  const key = await subtle.encrypt(rsa, pub, await subtle.exportKey('raw', aes));
  return { key: b64(key), iv: b64(iv), data: b64(data) };
}

/** Solves an ALTCHA (v1) challenge like the widget: the number whose sha256(salt + number) is the challenge. */
export function solveAltcha(c) {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash('sha256').update(`${c.salt}${n}`).digest('hex') === c.challenge) {
      const solution = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: n,
        salt: c.salt,
        signature: c.signature,
      };
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    }
  }
  throw new Error('bot-check challenge not solved');
}

/** hex HMAC-SHA256 of the raw body: the seamless-wallet API's and the payment provider's `x-signature`. */
export const sign = (body, secret) => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/**
 * The recorder: every request (kind, status or network error, time since the run started) and every money call
 * with its attempts. `requestTimeoutMs` bounds one request (a request stuck on a dead process ends as an error).
 */
export function createClient({ baseUrl, t0, requestTimeoutMs = 15_000 }) {
  const requests = [];
  const money = [];
  const now = () => (Date.now() - t0) / 1000;

  /** One request: `{status, body, error?, at}`; `body` is the parsed JSON envelope when there is one. */
  async function request(kind, method, path, { json, raw, headers = {}, token, ip } = {}) {
    const at = now();
    const h = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    if (ip) h['x-forwarded-for'] = ip;
    let body;
    if (json !== undefined) {
      body = JSON.stringify(json);
      h['content-type'] = 'application/json';
    } else if (raw !== undefined) {
      body = raw;
      h['content-type'] ??= 'application/json';
    }
    let r;
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: h,
        body,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await res.text();
      let parsed = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      // An answer that is not the API's JSON envelope came from the load balancer (HAProxy's own 503/504 pages).
      r = { status: res.status, body: parsed, at, from: parsed === null && res.status >= 500 ? 'balancer' : 'api' };
    } catch (e) {
      r = { status: 0, body: null, error: e?.cause?.code ?? e?.name ?? String(e), at };
    }
    requests.push({
      kind,
      at,
      status: r.status,
      error: r.error,
      code: r.body?.code,
      from: r.from,
      ms: (now() - at) * 1000,
    });
    return r;
  }

  /**
   * A money call: `attempt()` sends it (each attempt with the SAME idempotency key / request id / transaction id;
   * it may re-sign with a fresh timestamp), retried after a server error or a lost answer until one comes (at most
   * `tries`). Recorded with the key and what the database must show (`expect`: 'applied' when the final answer is a
   * success, 'refused' for a business refusal, 'unknown' when no attempt was answered).
   */
  async function moneyCall(kind, key, attempt, { tries = 8 } = {}) {
    const attempts = [];
    let r;
    for (let i = 0; i < tries; i++) {
      r = await attempt();
      attempts.push({ at: r.at, status: r.status, error: r.error, code: r.body?.code ?? r.body?.error, from: r.from });
      if (!isServerError(r)) break;
      await sleep(Math.min(4000, 250 * 2 ** i));
    }
    const ok = !isServerError(r) && r.status < 300 && r.body?.success !== false;
    const entry = { kind, key, attempts, expect: isServerError(r) ? 'unknown' : ok ? 'applied' : 'refused', result: r };
    money.push(entry);
    return entry;
  }

  return { request, moneyCall, requests, money, now };
}
