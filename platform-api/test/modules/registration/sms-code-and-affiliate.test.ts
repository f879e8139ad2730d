import { DEMO_INVITATION_CODE } from '../../../src/seed';
import { getJson, setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { TEST_AUTH, freshIp, solveBotCheck } from '../../helpers/login';
import { err, registerClient } from '../../helpers/register';

describe.each(BACKENDS)('registration SMS code and invitation codes on %s', (backend) => {
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
      for (let i = 0; i < 5; i += 1) {
        expect((await c.requestCode(num)).status).toBe(200);
        expect(await c.requestCode(num)).toMatchObject({ status: 429, body: err('TOO_FAST', 'err_too_fast') });
        await age(target, 61);
      }
      expect(await c.requestCode(num)).toMatchObject({ status: 429, body: err('SMS_THROTTLED', 'err_sms_throttled') });
      // Login codes of the same number have their own throttle (an unknown number: nothing is sent).
      const login = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: num, countryDialingCode: '84', botCheck: { altcha: await solveBotCheck(t.app) } },
      });
      expect(login.statusCode).toBe(200);
      await age(target, 3600);
      expect((await c.requestCode(num)).status).toBe(200);
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

  describe('GET /wps/agent/affiliate', () => {
    const check = (code: string, ip = freshIp()) =>
      t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${encodeURIComponent(code)}`, remoteAddress: ip });

    it("answers an agent's code (any case) with the agent's nickname", async () => {
      for (const code of [DEMO_INVITATION_CODE, 'demoagent', ' DemoAgent ']) {
        const res = await check(code);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          success: true,
          value: { valid: true, agentNickname: 'Demo Agent' },
          message: null,
        });
      }
      expect((await getJson(t.app, '/wps/agent/affiliate?code=DEMOAGENT&domain=demo.example.com')).status).toBe(200);
    });

    it('400 INVITATION_CODE_INVALID for an unknown code or an agent that is no longer active', async () => {
      const res = await check('NOBODY');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(err('INVITATION_CODE_INVALID', 'invitation_code_error'));
      await t.db.query("UPDATE members SET status = 'LOCKED' WHERE username = 'demo_agent'");
      try {
        expect((await check(DEMO_INVITATION_CODE)).json().code).toBe('INVITATION_CODE_INVALID');
      } finally {
        await t.db.query("UPDATE members SET status = 'ACTIVE' WHERE username = 'demo_agent'");
      }
    });

    it('VALIDATION without a code', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate' });
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'code' });
    });

    it('429 RATE_LIMITED after 30 checks a minute from one IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i += 1) expect((await check(`GUESS${i}`, ip)).statusCode).toBe(400);
      const limited = await check(DEMO_INVITATION_CODE, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(err('RATE_LIMITED', 'err_too_many_requests'));
      expect(limited.headers['retry-after']).toBe('4');
      expect((await check(DEMO_INVITATION_CODE)).statusCode).toBe(200);
    });
  });
});
