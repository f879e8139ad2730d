/** @pglite: the verification routes on the embedded database too. */
import { hashPassword } from '../../../../../../../src/infra/crypto/password';
import { setWhitelabelModule, setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin, solveBotCheck } from '../../../../../../helpers/login';
import { outboxTo } from '../../../../../../helpers/outbox';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });

describe.each(BACKENDS)('SMS login code and SMS login on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    const { members, merchants } = t.app;
    const merchantId = (await merchants.findByCode('DEMO'))!.id;
    const passwordHash = await hashPassword('Other@1234');
    for (const [username, num] of [
      ['sms_a', '911000001'],
      ['sms_b', '911000002'],
      ['sms_c', '911000003'],
      ['sms_d', '911000004'],
      ['sms_e', '911000005'],
      ['sms_lang', '911000009'],
    ] as const)
      await members.create({ merchantId, username, passwordHash, type: 0, mobileDialCode: '84', mobileNum: num });
    // Password long expired: an SMS login must still not report passwordExpired.
    await t.db.query("UPDATE members SET password_changed_at = now() - interval '400 days' WHERE username = 'sms_a'");
  }, 60_000);
  afterAll(() => t?.cleanup());

  const requestCode = async (
    mobileNum: string,
    countryDialingCode = '+84',
    botCheck?: { altcha: string },
    headers: Record<string, string> = {},
    ip = freshIp(),
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers,
      // Each caller its own address unless told (the per-address SMS cap: 5 numbers an hour; sms-caps.test.ts).
      remoteAddress: ip,
      payload: { mobileNum, countryDialingCode, botCheck: botCheck ?? { altcha: await solveBotCheck(t.app) } },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const requestFrom = (to: string, ip: string) => requestCode(to, '+84', undefined, {}, ip);
  const outbox = async (to: string) =>
    (await outboxTo(t.app, to)) as {
      body: string;
      code: string;
    }[];
  const lastCode = async (to: string) => (await outbox(to))[0]!.code;
  const smsLogin = (username: string, password: string, extra: Record<string, unknown> = {}) =>
    postLogin(
      t.app,
      { type: 'sms', username, password, countryDialingCode: '84', botCheck: null, ...extra },
      freshIp(),
    );
  const setModule = (on: boolean) => setWhitelabelModule(t, 'MOBILEVERCODELOGIN3', on);
  /** Makes every code of a target look older (throttle windows, expiry). */
  const age = (to: string, seconds: number) =>
    t.db.query(
      `UPDATE verification_codes SET created_at = created_at - make_interval(secs => $2),
         expires_at = expires_at - make_interval(secs => $2) WHERE target = $1`,
      [to, seconds],
    );

  describe('POST /wps/verification/sms/noLogin', () => {
    it("sends a 6-digit code to the demo player's number and answers expiredMinutes", async () => {
      const res = await requestCode('0912345678');
      expect(res).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 5 }, message: null } });
      const [msg] = await outbox('+84912345678');
      expect(msg).toMatchObject({ channel: 'SMS', code: expect.stringMatching(/^\d{6}$/) });
      expect(msg!.body).toBe(`Your login code is ${msg!.code}`);
      const { rows } = await t.db.query<{ code_hash: string }>(
        "SELECT code_hash FROM verification_codes WHERE target = '+84912345678'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).not.toContain(msg!.code);
    });

    it("writes the SMS in the request's language (Accept-Language), else the member's stored one", async () => {
      const to = '+84911000009';
      await t.db.query("UPDATE members SET lang = 'TY' WHERE username = 'sms_lang'");
      expect((await requestCode('911000009', '+84', undefined, { 'accept-language': 'ZH' })).status).toBe(200);
      let [msg] = await outbox(to);
      expect(msg!.body).toBe(`您的登录验证码是 ${msg!.code}`);
      await age(to, 3600);
      // Not a language of the merchant's (or none): the member's own (PUT lang).
      expect((await requestCode('911000009', '+84', undefined, { 'accept-language': 'FR' })).status).toBe(200);
      [msg] = await outbox(to);
      expect(msg!.body).toBe(`Mã đăng nhập của bạn là ${msg!.code}`);
      await age(to, 3600);
      expect((await requestCode('911000009', '+84', undefined, { 'accept-language': 'tl' })).status).toBe(200);
      [msg] = await outbox(to);
      expect(msg!.body).toBe(`Ang iyong login code ay ${msg!.code}`);
    });

    it('answers success for an unknown number but sends nothing', async () => {
      expect((await requestCode('987000111')).body.value).toEqual({ expiredMinutes: 5 });
      expect(await outbox('+84987000111')).toEqual([]);
    });

    it('requires the bot check', async () => {
      expect(await requestCode('911000005', '84', { altcha: 'bm90IGFsdGNoYQ==' })).toEqual({
        status: 400,
        body: err('BOT_CHECK_FAILED', 'err_captcha_check_failed'),
      });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '911000005', countryDialingCode: '84' },
      });
      expect(missing.json()).toMatchObject({ code: 'VALIDATION' });
    });

    it('validates the number: INVALID_PHONE, or VALIDATION when missing', async () => {
      for (const [num, dial] of [
        ['12345', '84'],
        ['0912a45678', '84'],
        ['1234567890123456', '84'],
        ['912345678', '+8x'],
        ['912345678', '12345'],
      ])
        expect(await requestCode(num!, dial)).toEqual({ status: 400, body: err('INVALID_PHONE', 'err_invalid_phone') });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { countryDialingCode: '84', botCheck: { altcha: 'x' } },
      });
      expect(missing.json()).toMatchObject({ code: 'VALIDATION', message: 'err_input_empty' });
    });

    it('answers NOT_ENABLED when MOBILEVERCODELOGIN3 is off (code request and login)', async () => {
      await setModule(false);
      try {
        expect(await requestCode('911000005')).toEqual({ status: 400, body: err('NOT_ENABLED', 'err_not_enabled') });
        expect((await smsLogin('911000005', '123456')).body).toEqual(err('NOT_ENABLED', 'err_not_enabled'));
      } finally {
        await setModule(true);
      }
    });

    it('TOO_FAST within 60 s, SMS_THROTTLED after 5 an hour for 5 minutes (unknown numbers alike)', async () => {
      for (const to of ['911000004', '900000099']) {
        const target = `+84${to}`;
        // The throttles are per number and address: one caller asks from one address.
        const ip = freshIp();
        for (let i = 0; i < 5; i += 1) {
          expect((await requestFrom(to, ip)).status).toBe(200);
          expect(await requestFrom(to, ip)).toEqual({ status: 429, body: err('TOO_FAST', 'err_too_fast') });
          await age(target, 61);
        }
        expect(await requestFrom(to, ip)).toEqual({ status: 429, body: err('SMS_THROTTLED', 'err_sms_throttled') });
        // "Try again after 5 minutes" (SPEC §8/§9) after the last request (61 s ago): 261 s are not enough, 301 s
        // are; then again one per 5 minutes.
        await age(target, 200);
        expect((await requestFrom(to, ip)).body.code).toBe('SMS_THROTTLED');
        await age(target, 40);
        expect((await requestFrom(to, ip)).status).toBe(200);
        await age(target, 61);
        expect((await requestFrom(to, ip)).body.code).toBe('SMS_THROTTLED');
        await age(target, 3600);
        // An hour later the number may get codes again — from another address: this one had its 6 of the day.
        expect((await requestFrom(to, ip)).body.code).toBe('RATE_LIMITED');
        expect((await requestFrom(to, freshIp())).status).toBe(200);
      }
      expect(await outbox('+84911000004')).toHaveLength(7);
      // Another address is not throttled by the first one's requests.
      expect((await requestFrom('911000004', freshIp())).status).toBe(200);
      // 22 requests, each with a bot check solved.
    }, 90_000);
  });

  describe("POST /wps/session/login type 'sms'", () => {
    it('logs in with the code, without a bot check; passwordExpired is always false; the code is single use', async () => {
      await requestCode('911000001');
      const code = await lastCode('+84911000001');
      const res = await smsLogin('0911000001', code);
      expect(res.status).toBe(200);
      expect(res.body.value).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        firstTimeLogin: false,
        passwordExpired: false,
        member: { id: expect.any(Number), account: 'sms_a', nickname: '', type: 0, isAgent: false, isTrial: false },
      });
      const { rows } = await t.db.query("SELECT 1 FROM members WHERE username = 'sms_a' AND last_login_at IS NOT NULL");
      expect(rows).toHaveLength(1);
      expect((await smsLogin('911000001', code)).body).toEqual(err('INVALID_CODE', 'err_invalid_code'));
    });

    it('INVALID_CODE for a wrong code or a number without a code; VALIDATION without a dial code', async () => {
      await requestCode('911000002');
      const code = await lastCode('+84911000002');
      const wrong = code === '000000' ? '000001' : '000000';
      expect(await smsLogin('911000002', wrong)).toEqual({
        status: 400,
        body: err('INVALID_CODE', 'err_invalid_code'),
      });
      expect((await smsLogin('987650000', '123456')).body).toEqual(err('INVALID_CODE', 'err_invalid_code'));
      expect((await smsLogin('911000002', code, { countryDialingCode: undefined })).body).toMatchObject({
        code: 'VALIDATION',
      });
      // The wrong try did not burn it.
      expect((await smsLogin('911000002', code)).status).toBe(200);
    });

    it('CODE_EXPIRED once the code is past expiredMinutes', async () => {
      await requestCode('911000003');
      const code = await lastCode('+84911000003');
      await age('+84911000003', 301);
      expect(await smsLogin('911000003', code)).toEqual({ status: 400, body: err('CODE_EXPIRED', 'err_code_expired') });
    });

    it('burns the code after 5 wrong tries', async () => {
      await age('+84911000005', 3600);
      expect((await requestCode('911000005')).status).toBe(200);
      const code = await lastCode('+84911000005');
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await smsLogin('911000005', wrong)).body.code).toBe('INVALID_CODE');
      expect((await smsLogin('911000005', code)).body).toEqual(err('INVALID_CODE', 'err_invalid_code'));
    });
  });
});
