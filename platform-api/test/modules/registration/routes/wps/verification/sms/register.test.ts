import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp, solveBotCheck } from '../../../../../../helpers/login';
import { err, registerClient } from '../../../../../../helpers/register';

describe.each(BACKENDS)('the registration SMS code (POST /wps/verification/sms/register) on %s', (backend) => {
  let t: TestApp;
  let c: ReturnType<typeof registerClient>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    c = registerClient(t, '917');
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** Makes every code of a target look older (throttle windows). */
  const age = (to: string, seconds: number) =>
    t.db.query(
      `UPDATE verification_codes SET created_at = created_at - make_interval(secs => $2),
         expires_at = expires_at - make_interval(secs => $2) WHERE target = $1`,
      [to, seconds],
    );

  describe('POST /wps/verification/sms/register', () => {
    it('sends a 6-digit REGISTER code to a new number and answers expiredMinutes', async () => {
      const num = c.newNumber();
      expect(await c.requestCode(`0${num}`, '+84')).toMatchObject({
        status: 200,
        body: { success: true, value: { expiredMinutes: 5 }, message: null },
      });
      const [msg] = await c.outbox(`+84${num}`);
      expect(msg).toMatchObject({ channel: 'SMS', code: expect.stringMatching(/^\d{6}$/) });
      const { rows } = await t.db.query<{ purpose: string; member_id: number | null; code_hash: string }>(
        'SELECT purpose, member_id, code_hash FROM verification_codes WHERE target = $1',
        [`+84${num}`],
      );
      expect(rows).toEqual([{ purpose: 'REGISTER', member_id: null, code_hash: expect.any(String) }]);
      expect(rows[0]!.code_hash).not.toContain(msg!.code);
    });

    it('MOBILE_TAKEN for a number a member already has (the demo player), after the bot check', async () => {
      expect(await c.requestCode('0912345678')).toMatchObject({
        status: 400,
        body: err('MOBILE_TAKEN', 'err_mobile_taken'),
      });
      expect((await c.requestCode('912345678', '84', { altcha: 'eA==' })).body.code).toBe('BOT_CHECK_FAILED');
      expect(await c.outbox('+84912345678')).toEqual([]);
    });

    it("checks the merchant's mobile digit count (SPEC §9): exactly 10 refuses 9 digits and takes 10", async () => {
      const setDigits = async (min: number, max: number) => {
        const { rows } = await t.db.query<{ id: number }>(
          "UPDATE merchants SET phone_min_digits = $1, phone_max_digits = $2 WHERE code = 'DEMO' RETURNING id",
          [min, max],
        );
        await t.app.cache.invalidate(rows[0]!.id);
      };
      await setDigits(10, 10);
      try {
        const nine = c.newNumber();
        expect((await c.requestCode(nine)).body).toEqual(err('INVALID_PHONE', 'err_invalid_phone'));
        expect((await c.requestCode(`0${nine}`)).body).toEqual(err('INVALID_PHONE', 'err_invalid_phone'));
        expect((await c.requestCode(`9${nine}`)).status).toBe(200);
        expect((await c.requestCode(`09${c.newNumber()}`)).status).toBe(200);
      } finally {
        await setDigits(6, 15);
      }
    });

    it('INVALID_PHONE for a malformed number; VALIDATION when a field is missing', async () => {
      for (const [num, dial] of [
        ['12345', '84'],
        ['91234a678', '84'],
        ['912345678', '+8x'],
      ])
        expect((await c.requestCode(num!, dial)).body).toEqual(err('INVALID_PHONE', 'err_invalid_phone'));
      const missing = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode: '84', botCheck: { altcha: 'x' } },
      });
      expect(missing.json()).toMatchObject({ code: 'VALIDATION', message: 'err_input_empty', field: 'mobileNo' });
    });

    it('TOO_FAST within 60 s and SMS_THROTTLED after 5 an hour, apart from the login codes of the number', async () => {
      const num = c.newNumber();
      const target = `+84${num}`;
      // The throttles count per number and client address: one would-be member asks from one address.
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) {
        expect((await c.requestCode(num, '84', undefined, ip)).status).toBe(200);
        expect(await c.requestCode(num, '84', undefined, ip)).toMatchObject({
          status: 429,
          body: err('TOO_FAST', 'err_too_fast'),
        });
        await age(target, 61);
      }
      expect(await c.requestCode(num, '84', undefined, ip)).toMatchObject({
        status: 429,
        body: err('SMS_THROTTLED', 'err_sms_throttled'),
      });
      // Login codes of the same number have their own throttle (an unknown number: nothing is sent).
      const login = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: num, countryDialingCode: '84', botCheck: { altcha: await solveBotCheck(t.app) } },
      });
      expect(login.statusCode).toBe(200);
      await age(target, 3600);
      expect((await c.requestCode(num, '84', undefined, ip)).status).toBe(200);
      expect(await c.outbox(target)).toHaveLength(6);
    });

    it('NOT_ENABLED when REGMOBVERF3 is off, before anything else', async () => {
      await c.setModule('REGMOBVERF3', false);
      try {
        expect(await c.requestCode('12', 'x', { altcha: 'x' })).toMatchObject({
          status: 400,
          body: err('NOT_ENABLED', 'err_not_enabled'),
        });
      } finally {
        await c.setModule('REGMOBVERF3', true);
      }
    });
  });
});
