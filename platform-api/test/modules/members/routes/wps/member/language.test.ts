import { encryptPayload } from 'shared-contracts';
import { DEMO_PASSWORD } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin } from '../../../../../helpers/login';

describe.each(BACKENDS)('/wps/member/language on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    token = (await postLogin(t.app, { username: 'demo_player', password: DEMO_PASSWORD }, freshIp())).body.value.token;
  }, 60_000);
  afterAll(() => t?.cleanup());

  const setLang = (lang: string, auth: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/language',
      payload: { lang },
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });
  const langOf = async (username: string) =>
    (await t.db.query<{ lang: string | null }>('SELECT lang FROM members WHERE username = $1', [username])).rows[0]
      ?.lang;

  it("stores one of the merchant's languages on the member", async () => {
    const res = await setLang('TY');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null, message: null });
    expect(await langOf('demo_player')).toBe('TY');
    expect((await setLang('en')).statusCode).toBe(200);
    expect(await langOf('demo_player')).toBe('EN');
  });

  it('refuses a language the merchant does not offer, and a missing token', async () => {
    expect((await setLang('ko')).statusCode).toBe(200);
    expect(await langOf('demo_player')).toBe('KO');
    const res = await setLang('FR');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      message: 'err_invalid_input',
      code: 'VALIDATION',
      field: 'lang',
      detail: 'lang must be one of: EN, TY, ZH, JA, TH, TL, KO',
    });
    expect((await setLang('TY', null)).statusCode).toBe(401);
  });

  it('is allowed for trial members', async () => {
    const publicKey = (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json().value.publicKey;
    const nonce = await encryptPayload(publicKey, { nonce: `lang-test-${Date.now()}-abcdef`, ts: Date.now() });
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: freshIp(),
      payload: { os: 'Linux', platform: 'W', nonce },
    });
    const { token: trialToken, member } = trial.json().value;
    expect((await setLang('TY', trialToken)).statusCode).toBe(200);
    expect(await langOf(member.account)).toBe('TY');
  });
});
