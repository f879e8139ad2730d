import { encryptPayload } from 'shared-contracts';
import { setWhitelabelModule, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH, freshIp } from '../../../../../helpers/login';

const badRequest = {
  success: false,
  value: null,
  message: 'err_bad_request',
  code: 'BAD_REQUEST',
  detail: 'Invalid, expired or replayed nonce',
};
let seq = 0;
const freshNonce = () => `nonce-${Date.now()}-${(seq += 1)}-abcdefgh`;

describe.each(BACKENDS)('/wps/session/login/freeplay on %s', (backend) => {
  let t: TestApp;
  let publicKey: string;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: { ...TEST_AUTH, freePlayRateLimit: { limit: 3, windowSeconds: 3600 } } });
    publicKey = (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json().value.publicKey;
  }, 60_000);
  afterAll(() => t?.cleanup());

  const post = async (nonce: unknown, ip = freshIp()) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: ip,
      payload: { os: 'Linux', platform: 'W', nonce },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const sealed = (payload: unknown) => encryptPayload(publicKey, payload);
  const setModule = (on: boolean) => setWhitelabelModule(t, 'FREEPLAY3', on);

  it('creates an active trial member and its session', async () => {
    const { status, body } = await post(await sealed({ nonce: freshNonce(), ts: Date.now() }));
    expect(status).toBe(200);
    expect(body.value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      firstTimeLogin: false,
      passwordExpired: false,
      member: {
        id: expect.any(Number),
        account: expect.stringMatching(/^trial_[0-9a-f]{16}$/),
        nickname: expect.stringMatching(/^Guest \d{4}$/),
        type: 4,
        isAgent: false,
        isTrial: true,
      },
    });
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${body.value.token}` },
    });
    expect(info.json().value).toMatchObject({ type: 4, isTrial: true, account: body.value.member.account });
    const { rows } = await t.db.query<{ status: string; password_hash: string }>(
      'SELECT status, password_hash FROM members WHERE id = $1',
      [body.value.member.id],
    );
    expect(rows[0]?.status).toBe('ACTIVE');
    expect(rows[0]?.password_hash.startsWith('scrypt$')).toBe(false);
  });

  it('refuses a replayed nonce', async () => {
    const nonce = await sealed({ nonce: freshNonce(), ts: Date.now() });
    expect((await post(nonce)).status).toBe(200);
    expect(await post(nonce)).toEqual({ status: 400, body: badRequest });
  });

  it('refuses an expired, future, short or undecryptable nonce', async () => {
    expect(await post(await sealed({ nonce: freshNonce(), ts: Date.now() - 301_000 }))).toEqual({
      status: 400,
      body: badRequest,
    });
    expect((await post(await sealed({ nonce: freshNonce(), ts: Date.now() + 600_000 }))).status).toBe(400);
    expect((await post(await sealed({ nonce: 'short', ts: Date.now() }))).status).toBe(400);
    expect((await post(await sealed('just a string'))).status).toBe(400);
    expect(await post({ key: 'AAAA', iv: 'AAAA', data: 'AAAA' })).toEqual({ status: 400, body: badRequest });
  });

  it('answers NOT_ENABLED when FREEPLAY3 is off', async () => {
    await setModule(false);
    try {
      expect(await post(await sealed({ nonce: freshNonce(), ts: Date.now() }))).toEqual({
        status: 400,
        body: { success: false, value: null, message: 'err_not_enabled', code: 'NOT_ENABLED' },
      });
    } finally {
      await setModule(true);
    }
  });

  it('rate-limits trial creation per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1)
      expect((await post(await sealed({ nonce: freshNonce(), ts: Date.now() }), ip)).status).toBe(200);
    const res = await post(await sealed({ nonce: freshNonce(), ts: Date.now() }), ip);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
  });
});
