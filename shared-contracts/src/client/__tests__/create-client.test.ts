/**
 * @jest-environment node
 */
import { Type } from 'typebox';
import { defineEndpoint } from '../../api/define';
import { createBus } from '../../bus/event-bus';
import { createSessionStore } from '../../session/store';
import { ApiError } from '../api-error';
import { createApiClient } from '../create-client';
import { decryptPayload, generateKeyPair, importPrivateKey, type EncryptedPayload } from '../crypto';

const echo = defineEndpoint({
  method: 'POST',
  path: '/wps/echo',
  request: Type.Object({ a: Type.String() }),
  response: Type.Object({ b: Type.Number() }),
});
const list = defineEndpoint({
  method: 'GET',
  path: '/wps/list',
  request: Type.Object({ page: Type.Integer(), q: Type.Optional(Type.String()) }),
  response: Type.Array(Type.String()),
});
const secret = defineEndpoint({
  method: 'POST',
  path: '/wps/secret',
  encrypted: true,
  request: Type.Object({ password: Type.String() }),
  response: Type.Object({}),
});

const upload = defineEndpoint({
  method: 'POST',
  path: '/wps/upload',
  multipart: true,
  request: Type.Object({ file: Type.Unsafe<Blob>({}), note: Type.Optional(Type.String()) }),
  response: Type.Null(),
});

type Seen = { url: string; method: string; headers: Headers; body: string | null; keepalive: boolean };

function setup(reply: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const s = {
      url: req.url,
      method: req.method,
      headers: req.headers,
      body: req.body ? await req.text() : null,
      keepalive: req.keepalive,
    };
    seen.push(s);
    return reply(s);
  }) as typeof fetch;
  const session = createSessionStore();
  const bus = createBus();
  const client = createApiClient({ session, bus, fetch: fetchImpl, baseUrl: 'http://127.0.0.1:9' });
  return { seen, session, bus, client };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client', () => {
  it('sends the session token and unwraps the envelope value', async () => {
    const t = setup(() => json(200, { success: true, value: { b: 7 }, message: null }));
    t.session.set('token', 'tok123');
    await expect(t.client.call(echo, { a: 'x' })).resolves.toEqual({ b: 7 });
    expect(t.seen[0]!.headers.get('authorization')).toBe('Bearer tok123');
    expect(JSON.parse(t.seen[0]!.body!)).toEqual({ a: 'x' });
  });

  it('sends the token on a call without auth too, and keeps a keepalive request alive past the page', async () => {
    const t = setup(() => json(200, { success: true, value: { b: 1 }, message: null }));
    await t.client.call(echo, { a: 'x' });
    expect(t.seen[0]!.keepalive).toBe(false);
    expect(t.seen[0]!.headers.get('authorization')).toBeNull();
    t.session.set('token', 'tok9');
    await t.client.call(echo, { a: 'y' }, { keepalive: true });
    expect(t.seen[1]!.keepalive).toBe(true);
    expect(t.seen[1]!.headers.get('authorization')).toBe('Bearer tok9');
  });

  it('puts GET input in the query string and leaves out undefined fields', async () => {
    const t = setup(() => json(200, { success: true, value: ['g'], message: null }));
    await t.client.call(list, { page: 2 });
    expect(t.seen[0]!.url).toBe('http://127.0.0.1:9/wps/list?page=2');
    expect(t.seen[0]!.method).toBe('GET');
  });

  it('throws one typed error carrying the server code and message', async () => {
    const t = setup(() =>
      json(400, { success: false, value: null, message: 'Input cannot be empty', code: 'VALIDATION' }),
    );
    const err = await t.client.call(echo, { a: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'VALIDATION', message: 'Input cannot be empty', status: 400 });
  });

  it('carries the field and rule bounds of a validation failure', async () => {
    const t = setup(() =>
      json(400, {
        success: false,
        value: null,
        message: 'reg_pattern_DIGITS',
        code: 'VALIDATION',
        field: 'qqNum',
        min: 5,
        max: 12,
      }),
    );
    const err = await t.client.call(echo, { a: 'x' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ details: { field: 'qqNum', min: 5, max: 12 } });
  });

  it("carries a code's own extra fields (a wrong fund password's attempts left)", async () => {
    const t = setup(() =>
      json(400, {
        success: false,
        value: null,
        message: 'err_fund_password_wrong',
        code: 'FUND_PASSWORD_WRONG',
        field: 'fundPassword',
        attemptsLeft: 3,
      }),
    );
    const err = (await t.client.call(echo, { a: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(err.details).toEqual({ field: 'fundPassword', attemptsLeft: 3 });
  });

  it('emits session:expired on 401', async () => {
    const t = setup(() =>
      json(401, { success: false, value: null, message: 'err_not_logged_in', code: 'UNAUTHORIZED' }),
    );
    const expired = jest.fn();
    t.bus.on('session:expired', expired);
    await expect(t.client.call(echo, { a: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(expired).toHaveBeenCalledWith({ path: '/wps/echo' });
  });

  it('turns a network failure into the NETWORK error with the §8 message key', async () => {
    const t = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(t.client.call(echo, { a: 'x' })).rejects.toMatchObject({ code: 'NETWORK', message: 'err_network' });
  });

  it('encrypts the payload of encrypted calls so only the private key holder can read it', async () => {
    const keys = await generateKeyPair();
    const t = setup(() => json(200, { success: true, value: {}, message: null }));
    t.client.configure({ publicKey: keys.publicKey });
    await t.client.call(secret, { password: 'hunter22' });
    const sent = JSON.parse(t.seen[0]!.body!) as { encrypted: EncryptedPayload };
    expect(t.seen[0]!.body).not.toContain('hunter22');
    const plain = await decryptPayload(await importPrivateKey(keys.privateKey), sent.encrypted);
    expect(plain).toEqual({ password: 'hunter22' });
  });

  it('sends multipart endpoints as form data with the files and fields', async () => {
    const t = setup(() => json(200, { success: true, value: null, message: null }));
    await t.client.call(upload, {
      file: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      note: 'n',
    });
    expect(t.seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(t.seen[0]!.body).toContain('name="note"');
    expect(t.seen[0]!.body).toContain('name="file"; filename="file"');
    expect(t.seen[0]!.body).toContain('Content-Type: image/jpeg');
  });

  it('refuses to send an encrypted call before the public key is known', async () => {
    const t = setup(() => json(200, { success: true, value: {}, message: null }));
    await expect(t.client.call(secret, { password: 'x' })).rejects.toMatchObject({ code: 'NO_PUBLIC_KEY' });
    expect(t.seen).toHaveLength(0);
  });

  it('rejects a payload encrypted for another key', async () => {
    const mine = await generateKeyPair();
    const other = await generateKeyPair();
    const t = setup(() => json(200, { success: true, value: {}, message: null }));
    t.client.configure({ publicKey: other.publicKey });
    await t.client.call(secret, { password: 'x' });
    const sent = JSON.parse(t.seen[0]!.body!) as { encrypted: EncryptedPayload };
    await expect(decryptPayload(await importPrivateKey(mine.privateKey), sent.encrypted)).rejects.toThrow();
  });
});
