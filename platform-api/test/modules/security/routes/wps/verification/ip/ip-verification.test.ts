import { encryptPayload } from 'shared-contracts';
import { hashPassword } from '../../../../../../../src/infra/crypto/password';
import { createSecurityQuestionRepository } from '../../../../../../../src/modules/security/security-question-repository';
import { hashAnswer } from '../../../../../../../src/modules/security/security-questions';
import { DEMO_PASSWORD, DEMO_TRAVELLER } from '../../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin, solveBotCheck } from '../../../../../../helpers/login';
import { outboxTo } from '../../../../../../helpers/outbox';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });
const ticketInvalid = err('TICKET_INVALID', 'err_ticket_invalid');
const invalidCode = err('INVALID_CODE', 'err_invalid_code');
const PASSWORD = 'Ip@1234567';
const TRAVELLER_PHONE = `+${DEMO_TRAVELLER.mobile.dialCode}${DEMO_TRAVELLER.mobile.number}`;
/** Each test logs in many times from one IP: the per-IP login bucket must not get in the way. */
const AUTH = { ...TEST_AUTH, loginRateLimit: { limit: 1000, windowSeconds: 60 } };

describe.each(BACKENDS)('new-IP verification on %s', (backend) => {
  let t: TestApp;
  let publicKey: string;
  let merchantId: number;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: AUTH }, { verifyNewIp: true });
    publicKey = (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json().value.publicKey;
    const { members, merchants } = t.app;
    merchantId = (await merchants.findByCode('DEMO'))!.id;
    const passwordHash = await hashPassword(PASSWORD);
    await members.create({ merchantId, username: 'ip_first', passwordHash, type: 0, email: 'first@example.com' });
    await members.create({ merchantId, username: 'ip_bare', passwordHash, type: 0 });
    await members.create({ merchantId, username: 'ip_mail', passwordHash, type: 0, email: 'Mail.User@Example.com' });
    await members.create({ merchantId, username: 'ip_throttle', passwordHash, type: 0, email: 'throttle@example.com' });
    await members.create({
      merchantId,
      username: 'ip_sms',
      passwordHash,
      type: 0,
      mobileDialCode: '84',
      mobileNum: '914000001',
    });
    const secure = await members.create({ merchantId, username: 'ip_secure', passwordHash, type: 0 });
    await t.db.query("UPDATE members SET payee_name = 'Secure Payee', must_change_password = true WHERE id = $1", [
      secure.id,
    ]);
    await createSecurityQuestionRepository(t.db).setAnswer(secure.id, merchantId, 2, await hashAnswer('rex'));
    for (const username of ['ip_bare', 'ip_mail', 'ip_sms', 'ip_secure', 'ip_throttle'])
      await t.db.query(
        "INSERT INTO member_known_ips (member_id, ip) SELECT id, '192.0.2.1' FROM members WHERE username = $1",
        [username],
      );
  }, 60_000);
  afterAll(() => t?.cleanup());

  const login = (username: string, ip: string, password = PASSWORD) => postLogin(t.app, { username, password }, ip);
  const traveller = (ip: string) => login('demo_traveller', ip, DEMO_PASSWORD);
  /** Logs demo_traveller in from `ip` and answers the ticket of the challenge. */
  const travellerTicket = async (ip: string): Promise<string> => {
    const res = await traveller(ip);
    if (!res.body.value?.ipVerification) throw new Error(`no challenge: ${JSON.stringify(res.body)}`);
    return res.body.value.ipVerification.ticket as string;
  };
  const sendCode = async (ticket: string, method: string, ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/ip/code',
      remoteAddress: ip,
      payload: { ticket, method },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const verifyIp = async (ticket: string, method: string, answer: string, ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/ip',
      remoteAddress: ip,
      payload: { encrypted: await encryptPayload(publicKey, { ticket, method, answer }) },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const outbox = async (to: string) =>
    (await outboxTo(t.app, to)) as {
      channel: string;
      body: string;
      code: string;
    }[];
  const knownIps = async (username: string) =>
    (
      await t.db.query<{ ip: string }>(
        'SELECT k.ip FROM member_known_ips k JOIN members m ON m.id = k.member_id WHERE m.username = $1 ORDER BY k.ip',
        [username],
      )
    ).rows.map((r) => r.ip);
  const info = (token: string) =>
    t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });

  describe('the challenge', () => {
    it('answers demo_traveller from 127.0.0.1 a ticket and masked methods instead of a session', async () => {
      const { status, body } = await traveller('127.0.0.1');
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        message: null,
        value: {
          ipVerification: {
            ticket: expect.stringMatching(/^[\w-]{43}$/),
            methods: [
              { method: 'MOBILE', hint: '+84 98****321' },
              { method: 'EMAIL', hint: 'd***@demo-casino.example.com' },
              { method: 'PAYEE_NAME', hint: 'D*** T***' },
            ],
          },
        },
      });
      expect(body.value.token).toBeUndefined();
      const { rows } = await t.db.query<{ sessions: number; ip: string }>(
        `SELECT (SELECT count(*)::int FROM sessions s WHERE s.member_id = m.id) AS sessions, m.last_login_ip AS ip
         FROM members m WHERE m.username = 'demo_traveller'`,
      );
      expect(rows[0]).toEqual({ sessions: 0, ip: DEMO_TRAVELLER.knownIp });
      // Only the ticket's hash is stored.
      const stored = await t.db.query('SELECT 1 FROM ip_verification_tickets WHERE ticket_hash = $1', [
        body.value.ipVerification.ticket,
      ]);
      expect(stored.rows).toHaveLength(0);
    });

    it('lets demo_traveller in without a challenge from its known IP', async () => {
      const { body } = await traveller(DEMO_TRAVELLER.knownIp);
      expect(body.value).toMatchObject({ token: expect.any(String), firstTimeLogin: false });
    });

    it("records a member's first IP without a challenge; a login from another IP is then challenged", async () => {
      const [a, b] = [freshIp(), freshIp()];
      expect(await knownIps('ip_first')).toEqual([]);
      const first = await login('ip_first', a);
      expect(first.body.value).toMatchObject({ token: expect.any(String), firstTimeLogin: false });
      expect(await knownIps('ip_first')).toEqual([a]);
      expect((await login('ip_first', a)).body.value.token).toEqual(expect.any(String));
      expect((await login('ip_first', b)).body.value.ipVerification.methods).toEqual([
        { method: 'EMAIL', hint: 'f***@example.com' },
      ]);
    });

    it('lets the seeded demo accounts log in from anywhere the first time', async () => {
      const { body } = await login('demo_player', freshIp(), DEMO_PASSWORD);
      expect(body.value.token).toEqual(expect.any(String));
    });

    it('lets a member with nothing to prove it with in (no mobile, e-mail or payee name)', async () => {
      const ip = freshIp();
      expect((await login('ip_bare', ip)).body.value.token).toEqual(expect.any(String));
      expect(await knownIps('ip_bare')).toEqual(['192.0.2.1', ip].sort());
    });

    it('does not challenge while the merchant has the check off', async () => {
      await t.db.query('UPDATE merchants SET verify_new_ip = false WHERE id = $1', [merchantId]);
      await t.app.cache.invalidateAll();
      try {
        expect((await login('ip_mail', freshIp())).body.value.token).toEqual(expect.any(String));
      } finally {
        await t.db.query('UPDATE merchants SET verify_new_ip = true WHERE id = $1', [merchantId]);
        await t.app.cache.invalidateAll();
      }
    });

    it('does not challenge an SMS login, and records its IP', async () => {
      const ip = freshIp();
      const sent = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '914000001', countryDialingCode: '84', botCheck: { altcha: await solveBotCheck(t.app) } },
      });
      expect(sent.statusCode).toBe(200);
      const [sms] = await outbox('+84914000001');
      const res = await postLogin(
        t.app,
        { type: 'sms', username: '914000001', password: sms!.code, countryDialingCode: '84', botCheck: null },
        ip,
      );
      expect(res.body.value.token).toEqual(expect.any(String));
      expect(await knownIps('ip_sms')).toContain(ip);
    });
  });

  describe('POST /wps/verification/ip/code and POST /wps/verification/ip', () => {
    it('sends a code by SMS; a wrong code is INVALID_CODE; the right one opens the session and remembers the IP', async () => {
      const ip = '127.0.0.1';
      const ticket = await travellerTicket(ip);
      expect(await sendCode(ticket, 'MOBILE', ip)).toEqual({
        status: 200,
        body: { success: true, value: { expiredMinutes: 5 }, message: null },
      });
      const [sms] = await outbox(TRAVELLER_PHONE);
      expect(sms).toMatchObject({ channel: 'SMS', code: expect.stringMatching(/^\d{6}$/) });
      expect(sms!.body).toBe(`Your verification code is ${sms!.code}`);
      // Asking again at once is throttled like an SMS login code.
      expect(await sendCode(ticket, 'MOBILE', ip)).toEqual({ status: 429, body: err('TOO_FAST', 'err_too_fast') });

      const wrong = sms!.code === '000000' ? '111111' : '000000';
      expect(await verifyIp(ticket, 'MOBILE', wrong, ip)).toEqual({ status: 400, body: invalidCode });
      const { status, body } = await verifyIp(ticket, 'MOBILE', sms!.code, ip);
      expect(status).toBe(200);
      expect(body.value).toEqual({
        token: expect.stringMatching(/^[\w-]{43}$/),
        firstTimeLogin: false,
        passwordExpired: false,
        member: {
          id: expect.any(Number),
          account: 'demo_traveller',
          nickname: 'Demo Traveller',
          type: 0,
          isAgent: false,
          isTrial: false,
        },
      });
      expect((await info(body.value.token)).statusCode).toBe(200);
      expect(await knownIps('demo_traveller')).toEqual(['127.0.0.1', DEMO_TRAVELLER.knownIp]);
      // The ticket is used up; the next login from this IP needs no verification.
      expect(await verifyIp(ticket, 'MOBILE', sms!.code, ip)).toEqual({ status: 400, body: ticketInvalid });
      expect(await sendCode(ticket, 'EMAIL', ip)).toEqual({ status: 400, body: ticketInvalid });
      expect((await traveller(ip)).body.value.token).toEqual(expect.any(String));
    });

    it('sends a code by e-mail to the lower-cased address', async () => {
      const ip = freshIp();
      const challenge = await login('ip_mail', ip);
      expect(challenge.body.value.ipVerification.methods).toEqual([{ method: 'EMAIL', hint: 'M***@Example.com' }]);
      const ticket = challenge.body.value.ipVerification.ticket as string;
      expect((await sendCode(ticket, 'EMAIL', ip)).status).toBe(200);
      const [mail] = await outbox('mail.user@example.com');
      expect(mail).toMatchObject({ channel: 'EMAIL', body: `Your verification code is ${mail!.code}` });
      // A method the member has not got.
      const mobile = await sendCode(ticket, 'MOBILE', ip);
      expect(mobile.status).toBe(400);
      expect(mobile.body).toMatchObject({ code: 'VALIDATION', field: 'method' });
      expect((await verifyIp(ticket, 'EMAIL', mail!.code, ip)).body.value.member.account).toBe('ip_mail');
      expect(await knownIps('ip_mail')).toContain(ip);
    });

    it('throttles codes per address: one a minute, 5 an hour (SMS_THROTTLED)', async () => {
      const ip = freshIp();
      const ticket = (await login('ip_throttle', ip)).body.value.ipVerification.ticket as string;
      for (let i = 0; i < 5; i += 1) {
        expect((await sendCode(ticket, 'EMAIL', ip)).status).toBe(200);
        expect((await sendCode(ticket, 'EMAIL', ip)).body.code).toBe('TOO_FAST');
        await t.db.query(
          `UPDATE verification_codes SET created_at = created_at - interval '61 seconds'
           WHERE purpose = 'IP' AND target = 'throttle@example.com'`,
        );
      }
      expect(await sendCode(ticket, 'EMAIL', ip)).toEqual({
        status: 429,
        body: err('SMS_THROTTLED', 'err_sms_throttled'),
      });
    });

    it('takes the e-mail code of demo_traveller as well', async () => {
      const ip = freshIp();
      const ticket = await travellerTicket(ip);
      expect((await sendCode(ticket, 'EMAIL', ip)).status).toBe(200);
      const [mail] = await outbox(DEMO_TRAVELLER.email);
      expect(mail!.channel).toBe('EMAIL');
      // The SMS code of another purpose or target does not count.
      expect(await verifyIp(ticket, 'MOBILE', mail!.code, ip)).toEqual({ status: 400, body: invalidCode });
      expect((await verifyIp(ticket, 'EMAIL', mail!.code, ip)).body.value.token).toEqual(expect.any(String));
    });

    it('accepts the payee name trimmed and case-insensitively', async () => {
      const ip = freshIp();
      const ticket = await travellerTicket(ip);
      expect(await verifyIp(ticket, 'PAYEE_NAME', 'DEMO TRAVELER', ip)).toEqual({ status: 400, body: invalidCode });
      const { body } = await verifyIp(ticket, 'PAYEE_NAME', '  demo   Traveller ', ip);
      expect(body.value.member.account).toBe('demo_traveller');
    });

    it('burns the ticket after 5 wrong answers', async () => {
      const ip = freshIp();
      const ticket = await travellerTicket(ip);
      for (let i = 0; i < 5; i += 1)
        expect(await verifyIp(ticket, 'PAYEE_NAME', `nobody ${i}`, ip)).toEqual({ status: 400, body: invalidCode });
      expect(await verifyIp(ticket, 'PAYEE_NAME', DEMO_TRAVELLER.payeeName, ip)).toEqual({
        status: 400,
        body: ticketInvalid,
      });
    });

    it('refuses an expired ticket, an unknown one and one used from another IP (TICKET_INVALID)', async () => {
      const ip = freshIp();
      const ticket = await travellerTicket(ip);
      expect(await verifyIp(ticket, 'PAYEE_NAME', DEMO_TRAVELLER.payeeName, freshIp())).toEqual({
        status: 400,
        body: ticketInvalid,
      });
      expect(await sendCode(ticket, 'EMAIL', freshIp())).toEqual({ status: 400, body: ticketInvalid });
      expect(await verifyIp('x'.repeat(43), 'PAYEE_NAME', DEMO_TRAVELLER.payeeName, ip)).toEqual({
        status: 400,
        body: ticketInvalid,
      });
      await t.db.query("UPDATE ip_verification_tickets SET expires_at = now() - interval '1 second'");
      expect(await sendCode(ticket, 'EMAIL', ip)).toEqual({ status: 400, body: ticketInvalid });
      expect(await verifyIp(ticket, 'PAYEE_NAME', DEMO_TRAVELLER.payeeName, ip)).toEqual({
        status: 400,
        body: ticketInvalid,
      });
    });

    it('opens the session like a login: passwordExpired and the pending security question', async () => {
      const ip = freshIp();
      const challenge = await login('ip_secure', ip);
      const ticket = challenge.body.value.ipVerification.ticket as string;
      const { body } = await verifyIp(ticket, 'PAYEE_NAME', 'secure payee', ip);
      expect(body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
      const questions = await t.app.inject({
        method: 'GET',
        url: '/wps/v2/member/securityQuestions',
        headers: { authorization: `Bearer ${body.value.token}` },
      });
      expect(questions.statusCode).toBe(403);
      expect(questions.json().code).toBe('VERIFICATION_REQUIRED');
    });

    it('validates the request', async () => {
      const res = await sendCode('t', 'PAYEE_NAME', freshIp());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'method' });
    });
  });
});
