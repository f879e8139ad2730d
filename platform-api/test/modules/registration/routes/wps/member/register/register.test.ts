/** @pglite: the registration routes on the embedded database too. */
import { hashPassword } from '../../../../../../../src/infra/crypto/password';
import { DEMO_REFERRAL_CODE } from '../../../../../../../src/seed/referral';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin, solveBotCheck } from '../../../../../../helpers/login';
import { REG_PASSWORD, err, registerClient } from '../../../../../../helpers/register';

describe.each(BACKENDS)('PUT /wps/member/register(/mobile) on %s', (backend) => {
  let t: TestApp;
  let c: ReturnType<typeof registerClient>;
  let captchaText = 'ABCD';
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { captchaText: () => captchaText });
    c = registerClient(t, '915');
  }, 60_000);
  afterAll(() => t?.cleanup());

  const info = (token: string) =>
    t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });

  describe('success', () => {
    it('registers with the SMS code from the outbox, logs in and stores the profile', async () => {
      const body = await c.validBody({
        username: 'New_Player1',
        email: 'new.player@example.com',
        payeeName: 'Juan Dela Cruz',
        birthday: '1990-05-17',
        idNumber: 'P1234567',
        idType: 1,
        permanentAddress: '2 Side Street, Cebu',
        referralCode: DEMO_REFERRAL_CODE.toLowerCase(),
        registerUrl: 'https://demo.example.com/register',
      });
      const [msg] = await c.outbox(`+84${body.mobileNum as string}`);
      expect(msg!.body).toBe(`Your registration code is ${msg!.code}`);

      const ip = freshIp();
      const res = await c.register(body, { ip });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: null,
        value: {
          username: 'New_Player1',
          login: {
            token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
            firstTimeLogin: false, // the welcome waits for the first login after registering
            passwordExpired: false,
            member: {
              id: expect.any(Number),
              account: 'New_Player1',
              nickname: '',
              type: 0,
              isAgent: false,
              isTrial: false,
            },
          },
        },
      });
      expect((await info(res.body.value.login.token)).json().value.account).toBe('New_Player1');
      // The session notes the browser: the back office's login history shows it.
      const logins = await t.app.sessions.logins(res.body.value.login.member.id, { limit: 5, offset: 0 });
      expect(logins.rows.map((r) => ({ ip: r.ip, userAgent: r.userAgent }))).toEqual([
        { ip, userAgent: 'lightMyRequest' },
      ]);

      const row = await c.memberRow('New_Player1');
      expect(row).toMatchObject({
        type: 0,
        upline_id: null,
        status: 'ACTIVE',
        mobile_dial_code: '84',
        mobile_num: body.mobileNum,
        email: 'new.player@example.com',
        payee_name: 'Juan Dela Cruz',
        id_number: 'P1234567',
        id_type: 1,
        place_of_birth: 'Manila',
        address: '1 Main Street, Makati',
        permanent_address: '2 Side Street, Cebu',
        nationality: 'Philippines',
        occupation: 4,
        source_of_income: 1,
        referral_code: DEMO_REFERRAL_CODE.toLowerCase(),
        register_ip: ip,
        register_url: 'https://demo.example.com/register',
        last_login_ip: ip,
        id_verification_status: 'N',
        invitation_code: null,
      });
      expect(row.registered_at).not.toBeNull();
      const { rows } = await t.db.query<{ birthday: string }>(
        "SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM members WHERE username = 'New_Player1'",
      );
      expect(rows[0]!.birthday).toBe('1990-05-17');

      // The password logs in; the code was used up.
      expect((await postLogin(t.app, { username: 'new_player1', password: REG_PASSWORD }, freshIp())).status).toBe(200);
      const again = await c.register({ ...body, username: 'New_Player2' });
      expect(again.body).toEqual(err('INVALID_CODE', 'err_invalid_code'));
    });

    it('login: false creates the member without a session', async () => {
      const body = await c.validBody({ login: false });
      const res = await c.register(body);
      expect(res.body.value).toEqual({ username: body.username, login: null });
      const row = await c.memberRow(body.username as string);
      expect(row.last_login_at).toBeNull();
      const { rows } = await t.db.query('SELECT 1 FROM sessions WHERE member_id = $1', [row.id]);
      expect(rows).toHaveLength(0);
    });

    it('registerMobile: the username defaults to dial code + number (leading 0 dropped)', async () => {
      const body = await c.validBody();
      const num = body.mobileNum as string;
      const res = await c.register({ ...body, username: undefined, mobileNum: `0${num}` }, { mobile: true });
      expect(res.status).toBe(200);
      expect(res.body.value.username).toBe(`84${num}`);
      expect(res.body.value.login.member.account).toBe(`84${num}`);
      expect((await c.memberRow(`84${num}`)).mobile_num).toBe(num);
    });

    it('registerMobile keeps a username that is given', async () => {
      const body = await c.validBody({ username: 'mobile_named' });
      expect((await c.register(body, { mobile: true })).body.value.username).toBe('mobile_named');
    });

    it('ignores a field the merchant does not show (qqNum) and stores nothing for it', async () => {
      const body = await c.validBody({ qqNum: 'not digits at all' });
      expect((await c.register(body)).status).toBe(200);
      expect((await c.memberRow(body.username as string)).qq_num).toBeNull();
    });

    it('without REGMOBVERF3 needs neither a code nor a number', async () => {
      const body = await c.validBody();
      await c.setModule('REGMOBVERF3', false);
      try {
        const res = await c.register({
          ...body,
          username: 'no_sms_user',
          mobileNum: undefined,
          verificationCode: undefined,
        });
        expect(res.status).toBe(200);
        expect((await c.memberRow('no_sms_user')).mobile_num).toBeNull();
      } finally {
        await c.setModule('REGMOBVERF3', true);
      }
    });
  });

  describe('module, bot check, rate limit, encryption', () => {
    it('NOT_ENABLED when USERNAMEREG3 (register) or MOBILENUMREG3 (registerMobile) is off, before the bot check', async () => {
      const body = { ...(await c.validBody()), botCheck: { altcha: 'bm90IGFsdGNoYQ==' } };
      for (const [modId, mobile] of [
        ['USERNAMEREG3', false],
        ['MOBILENUMREG3', true],
      ] as const) {
        await c.setModule(modId, false);
        try {
          expect(await c.register(body, { mobile })).toMatchObject({
            status: 400,
            body: err('NOT_ENABLED', 'err_not_enabled'),
          });
          // The other endpoint still answers (here: the bad bot check).
          expect((await c.register(body, { mobile: !mobile })).body.code).toBe('BOT_CHECK_FAILED');
        } finally {
          await c.setModule(modId, true);
        }
      }
    });

    it('BOT_CHECK_FAILED for a bad or replayed solution', async () => {
      const body = await c.validBody();
      expect((await c.register({ ...body, botCheck: { altcha: 'bm90IGFsdGNoYQ==' } })).body).toEqual(
        err('BOT_CHECK_FAILED', 'err_captcha_check_failed'),
      );
      const altcha = await solveBotCheck(t.app);
      expect((await c.register({ ...body, confirmPassword: 'Passw0rd?', botCheck: { altcha } })).body.code).toBe(
        'CONFIRM_MISMATCH',
      );
      expect((await c.register({ ...body, botCheck: { altcha } })).body.code).toBe('BOT_CHECK_FAILED');
    });

    it('429 RATE_LIMITED with Retry-After after 5 attempts an hour from one IP (failed ones count), after the bot check', async () => {
      const ip = freshIp();
      const bad = { ...(await c.validBody()), confirmPassword: 'Other0rd!' };
      for (let i = 0; i < 5; i += 1) expect((await c.register(bad, { ip })).body.code).toBe('CONFIRM_MISMATCH');
      const limited = await c.register(await c.validBody(), { ip });
      expect(limited).toMatchObject({ status: 429, body: err('RATE_LIMITED', 'err_too_many_requests') });
      expect(limited.headers['retry-after']).toBe('1440');
      // A bad bot check is answered first and costs nothing.
      expect((await c.register({ ...bad, botCheck: { altcha: 'eA==' } }, { ip })).body.code).toBe('BOT_CHECK_FAILED');
      // Another IP is not affected.
      expect((await c.register(await c.validBody())).status).toBe(200);
    });

    it('DECRYPT_FAILED for a plaintext body; VALIDATION for a schema violation (never a 500)', async () => {
      const plain = await t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        payload: { username: 'x' },
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().code).toBe('DECRYPT_FAILED');
      const body = await c.validBody();
      for (const [field, value] of [
        ['occupation', 99],
        ['idType', 0],
        ['termsAccepted', 'yes'],
        ['username', 'x'.repeat(201)],
      ] as const) {
        const res = await c.register({ ...body, [field]: value });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      }
      const noMethod = await c.register({ ...body, registerMethod: undefined });
      expect(noMethod.body).toMatchObject({ code: 'VALIDATION', field: 'registerMethod' });
    });
  });

  describe('taken username or number, captcha', () => {
    it('USERNAME_TAKEN (case-insensitive) and MOBILE_TAKEN', async () => {
      expect((await c.register(await c.validBody({ username: 'DEMO_PLAYER' }))).body).toEqual(
        err('USERNAME_TAKEN', 'err_username_taken'),
      );
      // A number taken after its code was sent.
      const body = await c.validBody();
      const merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
      await t.app.members.create({
        merchantId,
        username: 'quick_taker',
        passwordHash: await hashPassword('Other@1234'),
        type: 0,
        mobileDialCode: '84',
        mobileNum: body.mobileNum as string,
      });
      expect((await c.register(body)).body).toEqual(err('MOBILE_TAKEN', 'err_mobile_taken'));
    });

    it('a registration that loses the race to the unique index answers USERNAME_TAKEN / MOBILE_TAKEN and keeps its code', async () => {
      const { members } = t.app;
      const first = await c.validBody();
      expect((await c.register(first)).status).toBe(200);

      const sameName = await c.validBody({ username: (first.username as string).toUpperCase() });
      const findByUsername = members.findByUsername;
      members.findByUsername = async () => null;
      try {
        expect((await c.register(sameName)).body).toEqual(err('USERNAME_TAKEN', 'err_username_taken'));
      } finally {
        members.findByUsername = findByUsername;
      }
      // Rolled back: the code was not used up.
      expect((await c.register({ ...sameName, username: `${sameName.username as string}b` })).status).toBe(200);

      const sameNumber = { ...(await c.validBody()), mobileNum: first.mobileNum };
      const code = await c.codeFor(first.mobileNum as string).catch(() => null);
      expect(code).toBeNull(); // the number is registered: no code is sent (MOBILE_TAKEN)
      const findByMobile = members.findByMobile;
      members.findByMobile = async () => null;
      await c.setModule('REGMOBVERF3', false);
      try {
        expect((await c.register(sameNumber)).body).toEqual(err('MOBILE_TAKEN', 'err_mobile_taken'));
      } finally {
        members.findByMobile = findByMobile;
        await c.setModule('REGMOBVERF3', true);
      }
    });

    it('a captcha the merchant requires: missing → VALIDATION, wrong → CAPTCHA_INVALID, right → registered', async () => {
      await c.setRule('captcha', { shown: true, required: true });
      try {
        const body = await c.validBody();
        expect((await c.register(body)).body).toMatchObject({ code: 'VALIDATION', field: 'captcha' });
        expect((await c.register({ ...body, captcha: 'WXYZ' })).body).toMatchObject({
          code: 'VALIDATION',
          field: 'captchaKey',
        });
        captchaText = 'KM7PQ';
        const key = 'register-captcha-key-1';
        expect((await t.app.inject({ method: 'GET', url: `/wps/captcha?key=${key}` })).statusCode).toBe(200);
        expect((await c.register({ ...body, captcha: 'WXYZ', captchaKey: key })).body).toEqual(
          err('CAPTCHA_INVALID', 'err_captcha_invalid'),
        );
        // The wrong try consumed it; a new image, then the right text (any case).
        const key2 = 'register-captcha-key-2';
        await t.app.inject({ method: 'GET', url: `/wps/captcha?key=${key2}` });
        expect((await c.register({ ...body, captcha: 'km7pq', captchaKey: key2 })).status).toBe(200);
      } finally {
        await c.setRule('captcha', { shown: false, required: false });
      }
    });
  });
});
