import { defineEndpoint, encryptPayload, generateKeyPair } from 'shared-contracts';
import { Type } from 'typebox';
import { registerEndpoint } from '../../../src/infra/http/register-endpoint';
import { BACKENDS } from '../../helpers/db';
import { setupApp, type TestApp } from '../../helpers/app';

// Test-only endpoints: exercise the hooks apart from the login and member routes.
const echo = defineEndpoint({
  method: 'POST',
  path: '/wps/test/echo',
  encrypted: true,
  request: Type.Object({ username: Type.String({ minLength: 1 }), password: Type.String() }),
  response: Type.Object({ username: Type.String() }),
});
const me = defineEndpoint({
  method: 'GET',
  path: '/wps/test/me',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ memberId: Type.Integer(), type: Type.Integer() }),
});

const real = defineEndpoint({
  method: 'POST',
  path: '/wps/test/real',
  auth: true,
  request: Type.Object({}),
  response: Type.Null(),
});

// An encrypted member call: the session is checked before the body is decrypted or validated.
const sealed = defineEndpoint({
  method: 'POST',
  path: '/wps/test/sealed',
  auth: true,
  encrypted: true,
  request: Type.Object({ amount: Type.Integer({ minimum: 1 }) }),
  response: Type.Object({ amount: Type.Integer() }),
});
const plainAuth = defineEndpoint({
  method: 'POST',
  path: '/wps/test/plain-auth',
  auth: true,
  request: Type.Object({ name: Type.String({ minLength: 1 }) }),
  response: Type.Null(),
});

const hello = defineEndpoint({
  method: 'GET',
  path: '/wps/test/hello',
  request: Type.Object({ name: Type.String() }),
  response: Type.Object({ greeting: Type.String(), ip: Type.String(), builds: Type.Integer() }),
});

describe.each(BACKENDS)('registerEndpoint hooks on %s', (backend) => {
  let t: TestApp;
  let publicKey: string;
  let builds = 0;
  beforeAll(async () => {
    t = await setupApp(backend);
    registerEndpoint(t.app, echo, async ({ input }) => ({ username: input.username }));
    registerEndpoint(t.app, me, async ({ request }) => ({
      memberId: request.auth!.memberId,
      type: request.auth!.type,
    }));
    registerEndpoint(t.app, real, async () => null, { realAccount: true });
    registerEndpoint(t.app, sealed, async ({ input }) => ({ amount: input.amount }));
    registerEndpoint(t.app, plainAuth, async () => null);
    registerEndpoint(t.app, hello, async ({ input, cached }) =>
      cached(input.name, async (ip) => {
        builds += 1;
        // A field the schema lacks is dropped, as on any answer: the route's own serializer made the bytes.
        return { greeting: `hello ${input.name}`, ip, builds, secret: 'x' } as never;
      }),
    );
    publicKey = (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json().value.publicKey;
  }, 60_000);
  afterAll(() => t?.cleanup());

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/wps/test/echo', payload: payload as object });

  describe('encrypted body', () => {
    it('decrypts a payload encrypted with the merchant public key from the config', async () => {
      const res = await post({
        encrypted: await encryptPayload(publicKey, { username: 'demo_player', password: 'x' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: { username: 'demo_player' }, message: null });
    });

    it('rejects a tampered ciphertext, a plaintext body and a foreign key with 400 DECRYPT_FAILED', async () => {
      const enc = await encryptPayload(publicKey, { username: 'a', password: 'b' });
      const flipped = enc.data.startsWith('A') ? `B${enc.data.slice(1)}` : `A${enc.data.slice(1)}`;
      const foreign = await encryptPayload((await generateKeyPair()).publicKey, { username: 'a', password: 'b' });
      for (const body of [
        { encrypted: { ...enc, data: flipped } },
        { encrypted: { ...enc, iv: 'AAAAAAAAAAAAAAAA' } },
        { username: 'a', password: 'b' },
        { encrypted: { key: 1, iv: 2, data: 3 } },
        { encrypted: foreign },
      ]) {
        const res = await post(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, value: null, code: 'DECRYPT_FAILED' });
      }
    });

    it('validates the decrypted payload against the endpoint schema', async () => {
      const res = await post({ encrypted: await encryptPayload(publicKey, { username: '', password: 'x' }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'username' });
    });

    it('answers an empty JSON body with Input cannot be empty, not a 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'err_input_empty' });
      const broken = await t.app.inject({
        method: 'POST',
        url: '/wps/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    });
  });

  describe('token-protected endpoint', () => {
    const unauthorized = { success: false, value: null, message: 'err_not_logged_in', code: 'UNAUTHORIZED' };
    const call = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/wps/test/me', headers });
    const memberId = async (username: string) =>
      (await t.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username])).rows[0]!.id;

    it('401s without a token or with an unknown one', async () => {
      const variants: Record<string, string>[] = [
        {},
        { authorization: 'Bearer nope' },
        { authorization: 'Basic abc' },
        { token: 'nope' },
      ];
      for (const headers of variants) {
        const res = await call(headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(unauthorized);
      }
    });

    it('accepts a live session token (Bearer or token header)', async () => {
      const token = await t.app.sessions.create(await memberId('demo_agent'), 3600);
      const variants: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { token }];
      for (const headers of variants) {
        const res = await call(headers);
        expect(res.statusCode).toBe(200);
        expect(res.json().value).toEqual({ memberId: await memberId('demo_agent'), type: 1 });
      }
    });

    it('401s an expired or revoked token', async () => {
      const { sessions } = t.app;
      const expired = await sessions.create(await memberId('demo_player'), -1);
      const revoked = await sessions.create(await memberId('demo_player'), 3600);
      expect(await sessions.revoke(revoked)).toBe(true);
      for (const token of [expired, revoked])
        expect((await call({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    });

    it('stores only the hash of a token', async () => {
      const token = await t.app.sessions.create(await memberId('demo_player'), 60);
      const { rows } = await t.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [token]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('realAccount: true', () => {
    const callReal = (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/test/real',
        payload: {},
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('403s a trial member with TRIAL_FORBIDDEN and lets a real member through', async () => {
      const { members, merchants, sessions } = t.app;
      const merchantId = (await merchants.findByCode('DEMO'))!.id;
      const trial = await members.create({ merchantId, username: 'trial_hook', passwordHash: 'x', type: 4 });
      const res = await callReal(await sessions.create(trial.id, 3600));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        value: null,
        message: 'in_need_true_account',
        code: 'TRIAL_FORBIDDEN',
      });
      const player = await members.findByUsername(merchantId, 'demo_player');
      expect((await callReal(await sessions.create(player!.id, 3600))).json()).toEqual({
        success: true,
        value: null,
        message: null,
      });
    });

    it('still answers 401 without a token', async () => {
      expect((await callReal()).statusCode).toBe(401);
    });
  });

  describe('authentication before decryption and validation', () => {
    const unauthorized = { success: false, value: null, message: 'err_not_logged_in', code: 'UNAUTHORIZED' };
    const inject = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers });

    it('401s a visitor without a session whatever the body: undecryptable, invalid, plaintext or junk', async () => {
      const enc = await encryptPayload(publicKey, { amount: 5 });
      const invalid = await encryptPayload(publicKey, { amount: 'many' });
      for (const body of [
        { encrypted: { ...enc, data: `x${enc.data.slice(1)}` } },
        { encrypted: { key: 'junk', iv: 'junk', data: 'junk' } },
        { encrypted: invalid },
        { amount: 5 },
        { whatever: [1, 2, 3] },
      ])
        for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
          const res = await inject('/wps/test/sealed', body, headers);
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual(unauthorized);
        }
      for (const body of [{}, { name: '' }, { name: 42 }]) {
        const res = await inject('/wps/test/plain-auth', body);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(unauthorized);
      }
    });

    it('decrypts and validates for a member: DECRYPT_FAILED, VALIDATION, then the answer', async () => {
      const merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
      const player = await t.app.members.findByUsername(merchantId, 'demo_player');
      const headers = { authorization: `Bearer ${await t.app.sessions.create(player!.id, 3600)}` };
      expect((await inject('/wps/test/sealed', { amount: 5 }, headers)).json()).toMatchObject({
        code: 'DECRYPT_FAILED',
      });
      const invalid = await inject(
        '/wps/test/sealed',
        { encrypted: await encryptPayload(publicKey, { amount: 0 }) },
        headers,
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 'VALIDATION', field: 'amount' });
      const ok = await inject(
        '/wps/test/sealed',
        { encrypted: await encryptPayload(publicKey, { amount: 5 }) },
        headers,
      );
      expect(ok.json()).toEqual({ success: true, value: { amount: 5 }, message: null });
      expect((await inject('/wps/test/plain-auth', { name: '' }, headers)).json()).toMatchObject({
        code: 'VALIDATION',
      });
    });
  });

  describe('cached answers', () => {
    const hello = (name: string, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'GET', url: `/wps/test/hello?name=${name}`, remoteAddress });

    it('builds once per merchant and key, writes each caller its own IP, and rebuilds after the merchant changes', async () => {
      const first = await hello('ann', '10.0.0.1');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const built = first.json().value.builds;
      expect(first.json()).toEqual({
        success: true,
        value: { greeting: 'hello ann', ip: '10.0.0.1', builds: built },
        message: null,
      });
      const second = await hello('ann', '10.0.0.2');
      expect(second.json().value).toEqual({ greeting: 'hello ann', ip: '10.0.0.2', builds: built });
      expect((await hello('bob')).json().value).toEqual({ greeting: 'hello bob', ip: '127.0.0.1', builds: built + 1 });

      await t.app.cache.invalidate((await t.app.merchants.findByCode('DEMO'))!.id);
      expect((await hello('ann')).json().value.builds).toBe(built + 2);
    });

    it('validates the input before the cache is asked', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/wps/test/hello' });
      expect(res.statusCode).toBe(400);
    });
  });
});
