/** @pglite: the session routes on the embedded database too. */
import { createHash } from 'node:crypto';
import { buildApp } from '../../../../../../src/app';
import { hashPassword } from '../../../../../../src/infra/crypto/password';
import { DEMO_PASSWORD } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin } from '../../../../../helpers/login';

const badCredentials = (code: string) => ({ success: false, value: null, message: 'err_bad_credentials', code });

describe.each(BACKENDS)('/wps/session/login on %s', (backend) => {
  let t: TestApp;
  let captchaText = 'ABCD';
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { captchaText: () => captchaText });
    const { members, merchants } = t.app;
    const merchantId = (await merchants.findByCode('DEMO'))!.id;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const [username, type] of [
      ['cap_user', 0],
      ['ip_user', 0],
      ['trial_user', 4],
      ['old_pw_user', 0],
      ['locked_user', 0],
      ['outsider', 0],
    ] as const)
      await members.create({ merchantId, username, passwordHash, type, nickname: username });
    await t.db.query("UPDATE members SET status = 'LOCKED' WHERE username = 'locked_user'");
    await t.db.query("UPDATE members SET status = 'NON_MEMBER' WHERE username = 'outsider'");
  }, 60_000);
  afterAll(() => t?.cleanup());

  const getCaptcha = (key: string, text: string) => {
    captchaText = text;
    return t.app.inject({ method: 'GET', url: `/wps/captcha?key=${key}` });
  };

  describe('success', () => {
    it('returns a token, the login flags and the member, and stores only the token hash', async () => {
      const ip = freshIp();
      const { status, body } = await postLogin(t.app, { username: 'demo_player', password: DEMO_PASSWORD }, ip);
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        message: null,
        value: {
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          // A seeded account is not new: no welcome (firstTimeLogin is for registered or upline-made accounts).
          firstTimeLogin: false,
          passwordExpired: false,
          member: {
            id: expect.any(Number),
            account: 'demo_player',
            nickname: 'Demo Player',
            type: 0,
            isAgent: false,
            isTrial: false,
          },
        },
      });
      const hash = createHash('sha256').update(body.value.token).digest('hex');
      const { rows } = await t.db.query<{ hours: number; ip: string }>(
        'SELECT extract(epoch FROM expires_at - created_at)::float8 / 3600 AS hours, ip FROM sessions WHERE token_hash = $1',
        [hash],
      );
      expect(rows).toEqual([{ hours: 12, ip }]);
      const member = await t.db.query<{ last_login_ip: string; last: boolean }>(
        "SELECT last_login_ip, last_login_at IS NOT NULL AS last FROM members WHERE username = 'demo_player'",
      );
      expect(member.rows).toEqual([{ last_login_ip: ip, last: true }]);
    });

    it('answers firstTimeLogin false from the second login on (username case-insensitive)', async () => {
      const { status, body } = await postLogin(t.app, { username: 'DEMO_Player', password: DEMO_PASSWORD }, freshIp());
      expect(status).toBe(200);
      expect(body.value).toMatchObject({ firstTimeLogin: false, member: { account: 'demo_player' } });
    });

    it('flags agents and trial members', async () => {
      const agent = await postLogin(
        t.app,
        { username: 'demo_agent', password: DEMO_PASSWORD, agentOnly: true },
        freshIp(),
      );
      expect(agent.status).toBe(200);
      expect(agent.body.value.member).toMatchObject({ account: 'demo_agent', type: 1, isAgent: true, isTrial: false });
      const trial = await postLogin(t.app, { username: 'trial_user', password: DEMO_PASSWORD }, freshIp());
      expect(trial.body.value.member).toMatchObject({ type: 4, isAgent: false, isTrial: true });
    });

    it('reports passwordExpired when the password is older than the merchant password_max_age_days', async () => {
      await t.db.query(
        "UPDATE members SET password_changed_at = now() - interval '91 days' WHERE username = 'old_pw_user'",
      );
      const login = () => postLogin(t.app, { username: 'old_pw_user', password: DEMO_PASSWORD }, freshIp());
      expect((await login()).body.value.passwordExpired).toBe(true);
      await t.db.query("UPDATE merchants SET password_max_age_days = 180 WHERE code = 'DEMO'");
      await t.app.cache.invalidateAll(); // a change behind the API's back
      try {
        expect((await login()).body.value.passwordExpired).toBe(false);
      } finally {
        await t.db.query("UPDATE merchants SET password_max_age_days = 90 WHERE code = 'DEMO'");
        await t.app.cache.invalidateAll(); // a change behind the API's back
      }
    });
  });

  describe('refusals', () => {
    it('answers NOT_AGENT to a player on the agent login', async () => {
      const res = await postLogin(
        t.app,
        { username: 'demo_player', password: DEMO_PASSWORD, agentOnly: true },
        freshIp(),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, value: null, message: 'error_not_agent', code: 'NOT_AGENT' });
    });

    it('answers NON_MEMBER and ACCOUNT_LOCKED only to the right password', async () => {
      const outsider = await postLogin(t.app, { username: 'outsider', password: DEMO_PASSWORD }, freshIp());
      expect(outsider.status).toBe(400);
      expect(outsider.body).toMatchObject({ code: 'NON_MEMBER', message: 'err_non_member' });
      const locked = await postLogin(t.app, { username: 'locked_user', password: DEMO_PASSWORD }, freshIp());
      expect(locked.body).toMatchObject({ code: 'ACCOUNT_LOCKED', message: 'err_account_locked' });
      const guess = await postLogin(t.app, { username: 'outsider', password: 'wrong' }, freshIp());
      expect(guess.body).toEqual(badCredentials('BAD_CREDENTIALS_CAPTCHA'));
    });

    it('validates the decrypted body', async () => {
      const ip = freshIp();
      const missing = await postLogin(t.app, { username: 'demo_player' }, ip);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'VALIDATION', message: 'err_input_empty', field: 'password' });
      const badType = await postLogin(t.app, { type: 'email' as 'sms', username: 'a', password: 'b' }, ip);
      expect(badType.body).toMatchObject({ code: 'VALIDATION', detail: 'type must be one of: username, sms' });
      const empty = await postLogin(t.app, { username: '', password: 'b' }, ip);
      expect(empty.body).toMatchObject({ code: 'VALIDATION', field: 'username' });
      const plain = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: ip,
        payload: { type: 'username', username: 'demo_player', password: DEMO_PASSWORD },
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json()).toMatchObject({ code: 'DECRYPT_FAILED' });
    });
  });

  describe('captcha after a failed login', () => {
    it('requires a captcha for the username after a failure, checks it once, and clears on success', async () => {
      const ip = freshIp();
      const login = (extra: object = {}, password = DEMO_PASSWORD) =>
        postLogin(t.app, { username: 'cap_user', password, ...extra }, ip);

      const wrong = await login({}, 'Wrong@1234');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual(badCredentials('BAD_CREDENTIALS_CAPTCHA'));
      // Same answer for a username that does not exist.
      expect((await postLogin(t.app, { username: 'nobody_here', password: 'x' }, freshIp())).body).toEqual(
        badCredentials('BAD_CREDENTIALS_CAPTCHA'),
      );

      expect((await login()).body).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'err_captcha_required' });
      // Another IP does not help: the username itself needs the captcha.
      expect((await postLogin(t.app, { username: 'cap_user', password: DEMO_PASSWORD }, freshIp())).body.code).toBe(
        'CAPTCHA_REQUIRED',
      );

      expect((await getCaptcha('key-one-0001', 'ABCD')).statusCode).toBe(200);
      expect((await login({ captchaKey: 'key-one-0001', captcha: 'WXYZ' })).body).toMatchObject({
        code: 'CAPTCHA_INVALID',
        message: 'err_captcha_invalid',
      });
      // Single use: the right text no longer works for that key.
      expect((await login({ captchaKey: 'key-one-0001', captcha: 'ABCD' })).body.code).toBe('CAPTCHA_INVALID');

      // A right captcha with a wrong password keeps the captcha required.
      await getCaptcha('key-two-0002', 'HJK23');
      expect((await login({ captchaKey: 'key-two-0002', captcha: 'HJK23' }, 'Wrong@1234')).body).toEqual(
        badCredentials('BAD_CREDENTIALS_CAPTCHA'),
      );

      await getCaptcha('key-three-03', 'MNPQ');
      const ok = await login({ captchaKey: 'key-three-03', captcha: ' mnpq ' });
      expect(ok.status).toBe(200);
      expect((await login()).status).toBe(200);
      const { rows } = await t.db.query("SELECT 1 FROM login_attempts WHERE subject IN ('cap_user', $1)", [ip]);
      expect(rows).toHaveLength(0);
    });

    it('requires a captcha from an IP after three failures there, whatever the username', async () => {
      const ip = freshIp();
      for (const username of ['ghost_1', 'ghost_2', 'ghost_3'])
        expect((await postLogin(t.app, { username, password: 'x' }, ip)).body.code).toBe('BAD_CREDENTIALS_CAPTCHA');
      expect((await postLogin(t.app, { username: 'ip_user', password: DEMO_PASSWORD }, ip)).body.code).toBe(
        'CAPTCHA_REQUIRED',
      );
      expect((await postLogin(t.app, { username: 'ip_user', password: DEMO_PASSWORD }, freshIp())).status).toBe(200);
    });

    it('answers plain BAD_CREDENTIALS while the failures stay under the thresholds', async () => {
      const lenient = await buildApp({
        db: t.db,
        config: {
          merchantCode: 'DEMO',
          auth: { ...TEST_AUTH, captchaAfterUsernameFailures: 2, captchaAfterIpFailures: 5 },
        },
      });
      try {
        const ip = freshIp();
        const first = await postLogin(lenient, { username: 'lenient_ghost', password: 'x' }, ip);
        expect(first.body).toEqual(badCredentials('BAD_CREDENTIALS'));
        const second = await postLogin(lenient, { username: 'lenient_ghost', password: 'x' }, ip);
        expect(second.body).toEqual(badCredentials('BAD_CREDENTIALS_CAPTCHA'));
      } finally {
        await lenient.close();
      }
    });
  });
});
