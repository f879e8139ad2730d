/** @pglite: the security routes on the embedded database too. */
import { encryptPayload } from 'shared-contracts';
import { hashPassword } from '../../../../../../../src/infra/crypto/password';
import { DEMO_PASSWORD, DEMO_SECURITY_ANSWER, SECURITY_QUESTIONS } from '../../../../../../../src/seed';
import { setWhitelabelModule, setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin } from '../../../../../../helpers/login';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });
const ok = (value: unknown) => ({ success: true, value, message: null });
const verificationRequired = err('VERIFICATION_REQUIRED', 'err_verification_required');
const unauthorized = err('UNAUTHORIZED', 'err_not_logged_in');
const PASSWORD = 'Sq@123456';
const FAVOURITE_COLOUR = { questionId: 1, question: 'What is your favourite colour?' };

describe.each(BACKENDS)('security config and security questions on %s', (backend) => {
  let t: TestApp;
  let publicKey: string;
  let merchantId: number;
  let trialToken: string;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    publicKey = (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json().value.publicKey;
    const { members, merchants, sessions } = t.app;
    merchantId = (await merchants.findByCode('DEMO'))!.id;
    const passwordHash = await hashPassword(PASSWORD);
    for (const username of ['sq_plain', 'sq_setter', 'sq_rules', 'sq_case', 'sq_approved'])
      await members.create({ merchantId, username, passwordHash, type: 0, nickname: username });
    await t.db.query("UPDATE members SET id_verification_status = 'A' WHERE username = 'sq_approved'");
    const trial = await members.create({ merchantId, username: 'trial_sq', passwordHash, type: 4 });
    trialToken = await sessions.create(trial.id, 3600);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const get = async (url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const post = async (url: string, payload: unknown, token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: auth(token),
      payload: { encrypted: await encryptPayload(publicKey, payload) },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const login = async (username: string, password = PASSWORD): Promise<string> => {
    const res = await postLogin(t.app, { username, password }, freshIp());
    if (res.status !== 200 || !res.body.value.token) throw new Error(`login ${username}: ${JSON.stringify(res.body)}`);
    return res.body.value.token as string;
  };
  const config = (token: string) => get('/wps/v2/member/securityConfig', token);
  const questions = (token?: string) => get('/wps/v2/member/securityQuestions', token);
  const customerQuestion = (token: string) => get('/wps/v2/member/customerSecurityQuestions', token);
  const setQuestion = (token: string, body: { questionId: number; answer: string; password: string }) =>
    post('/wps/v2/member/customerSecurityQuestions', body, token);
  const verify = (token: string, questionId: number, answer: string) =>
    post('/wps/v2/member/customerSecurityQuestions/verify', { questionId, answer }, token);
  // A change behind the API's back, then the invalidation a service that changes merchants makes.
  const setMerchant = async (column: 'security_questions_enabled' | 'philippines_variant', on: boolean) => {
    await t.db.query(`UPDATE merchants SET ${column} = $1 WHERE id = $2`, [on, merchantId]);
    await t.app.cache.invalidateAll();
  };
  const setUploadId = async (on: boolean) => {
    await setWhitelabelModule(t, 'UPLOADID3', on);
  };

  describe('GET /wps/v2/member/securityConfig', () => {
    it('answers identity verification and the security-question state of a plain member', async () => {
      expect(await config(await login('sq_plain'))).toEqual({
        status: 200,
        body: ok({
          info: {
            idVerification: { enabled: true, isComplete: false, status: 'N' },
            securityQuestion: { enabled: true, isComplete: false },
          },
        }),
      });
    });

    it('reports an approved identity as complete', async () => {
      const { body } = await config(await login('sq_approved'));
      expect(body.value.info.idVerification).toEqual({ enabled: true, isComplete: true, status: 'A' });
    });

    it('enables identity verification by UPLOADID3 or the Philippines variant, security questions by the merchant', async () => {
      const token = await login('sq_plain');
      try {
        await setUploadId(false);
        await setMerchant('security_questions_enabled', false);
        expect((await config(token)).body.value.info).toEqual({
          idVerification: { enabled: false, isComplete: false, status: 'N' },
          securityQuestion: { enabled: false, isComplete: false },
        });
        await setMerchant('philippines_variant', true);
        expect((await config(token)).body.value.info.idVerification.enabled).toBe(true);
      } finally {
        await setUploadId(true);
        await setMerchant('philippines_variant', false);
        await setMerchant('security_questions_enabled', true);
      }
    });

    it('answers a trial member too', async () => {
      expect((await config(trialToken)).body.value.info.securityQuestion).toEqual({ enabled: true, isComplete: false });
    });

    it('answers demo_secure while its session waits for the answer, with the question complete', async () => {
      const token = await login('demo_secure', DEMO_PASSWORD);
      expect((await config(token)).body.value.info.securityQuestion).toEqual({ enabled: true, isComplete: true });
    });

    it('401s without a token', async () => {
      expect(await get('/wps/v2/member/securityConfig')).toEqual({ status: 401, body: unauthorized });
    });
  });

  describe('GET /wps/v2/member/securityQuestions', () => {
    it("lists the merchant's questions in order", async () => {
      const { status, body } = await questions(await login('sq_plain'));
      expect(status).toBe(200);
      expect(body.value.list).toEqual(SECURITY_QUESTIONS);
      expect(body.value.list[0]).toEqual(FAVOURITE_COLOUR);
    });

    it('refuses trial members', async () => {
      expect(await questions(trialToken)).toEqual({
        status: 403,
        body: err('TRIAL_FORBIDDEN', 'in_need_true_account'),
      });
    });
  });

  describe('POST /wps/v2/member/customerSecurityQuestions', () => {
    it('sets the question with the current password; stores only a hash; later logins must answer it', async () => {
      const token = await login('sq_setter');
      expect((await customerQuestion(token)).body).toEqual(ok(null));
      expect(await setQuestion(token, { questionId: 3, answer: '  Ha Noi ', password: PASSWORD })).toEqual({
        status: 200,
        body: ok(null),
      });
      const { rows } = await t.db.query<{ question_id: number; answer_hash: string }>(
        `SELECT a.question_id, a.answer_hash FROM member_security_answers a JOIN members m ON m.id = a.member_id
         WHERE m.username = 'sq_setter'`,
      );
      expect(rows).toEqual([{ question_id: 3, answer_hash: expect.stringMatching(/^scrypt\$16384\$8\$1\$/) }]);
      expect(rows[0]!.answer_hash.toLowerCase()).not.toContain('ha noi');
      expect((await customerQuestion(token)).body).toEqual(
        ok({ questionId: 3, question: 'In which city were you born?' }),
      );
      expect((await config(token)).body.value.info.securityQuestion).toEqual({ enabled: true, isComplete: true });
      // The session that set it stays usable; the next login waits for the answer.
      expect((await questions(token)).status).toBe(200);
      const next = await login('sq_setter');
      expect(await questions(next)).toEqual({ status: 403, body: verificationRequired });
      expect(await verify(next, 3, 'ha noi')).toEqual({ status: 200, body: ok({ valid: true }) });
      // Replacing it: the new question and answer count.
      expect((await setQuestion(next, { questionId: 6, answer: 'pho', password: PASSWORD })).status).toBe(200);
      expect((await customerQuestion(next)).body.value).toEqual({
        questionId: 6,
        question: 'What is your favourite food?',
      });
    });

    it('checks the current password (BAD_OLD_PASSWORD)', async () => {
      const token = await login('sq_rules');
      expect(await setQuestion(token, { questionId: 1, answer: 'red', password: 'Wrong@1234' })).toEqual({
        status: 400,
        body: err('BAD_OLD_PASSWORD', 'err_bad_old_password'),
      });
      expect((await customerQuestion(token)).body.value).toBeNull();
    });

    it('refuses an unknown question and a blank answer (VALIDATION with the field)', async () => {
      const token = await login('sq_rules');
      const unknown = await setQuestion(token, { questionId: 99, answer: 'red', password: PASSWORD });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ success: false, code: 'VALIDATION', field: 'questionId' });
      const blank = await setQuestion(token, { questionId: 1, answer: '   ', password: PASSWORD });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ code: 'VALIDATION', message: 'err_input_empty', field: 'answer' });
    });

    it('refuses trial members', async () => {
      expect(await setQuestion(trialToken, { questionId: 1, answer: 'red', password: PASSWORD })).toEqual({
        status: 403,
        body: err('TRIAL_FORBIDDEN', 'in_need_true_account'),
      });
    });

    it('answers NOT_ENABLED when the merchant does not use security questions', async () => {
      const token = await login('sq_rules');
      await setMerchant('security_questions_enabled', false);
      try {
        expect(await setQuestion(token, { questionId: 1, answer: 'red', password: PASSWORD })).toEqual({
          status: 400,
          body: err('NOT_ENABLED', 'err_not_enabled'),
        });
      } finally {
        await setMerchant('security_questions_enabled', true);
      }
    });
  });

  describe('the session of a member with a security question (demo_secure)', () => {
    it('is pending after login: ordinary endpoints answer VERIFICATION_REQUIRED, the question flow works', async () => {
      const token = await login('demo_secure', DEMO_PASSWORD);
      const { rows } = await t.db.query<{ pending_verification: boolean }>(
        `SELECT s.pending_verification FROM sessions s JOIN members m ON m.id = s.member_id
         WHERE m.username = 'demo_secure' ORDER BY s.id DESC LIMIT 1`,
      );
      expect(rows[0]!.pending_verification).toBe(true);
      expect(await questions(token)).toEqual({ status: 403, body: verificationRequired });
      const change = await t.app.inject({
        method: 'POST',
        url: '/wps/member/password',
        headers: auth(token),
        payload: {
          encrypted: await encryptPayload(publicKey, {
            oldPassword: DEMO_PASSWORD,
            newPassword: 'New@12345',
            confirmNewPassword: 'New@12345',
          }),
        },
      });
      expect(change.statusCode).toBe(403);
      expect(change.json()).toEqual(verificationRequired);
      // What the client needs to show and answer the question.
      expect((await get('/wps/member/info', token)).body.value.account).toBe('demo_secure');
      expect((await get('/wps/member/info/icon', token)).status).toBe(200);
      expect((await config(token)).status).toBe(200);
      expect((await customerQuestion(token)).body).toEqual(ok(FAVOURITE_COLOUR));
      const lang = await t.app.inject({
        method: 'POST',
        url: '/wps/member/language',
        headers: auth(token),
        payload: { lang: 'TY' },
      });
      expect(lang.statusCode).toBe(200);

      expect(await verify(token, 1, DEMO_SECURITY_ANSWER)).toEqual({ status: 200, body: ok({ valid: true }) });
      expect((await questions(token)).status).toBe(200);
    });

    it('compares the answer trimmed and case-insensitively', async () => {
      const token = await login('demo_secure', DEMO_PASSWORD);
      expect((await verify(token, 1, `  ${DEMO_SECURITY_ANSWER.toUpperCase()}\t`)).body).toEqual(ok({ valid: true }));
      expect((await questions(token)).status).toBe(200);
    });

    it('revokes the session on a wrong answer: {valid:false}, then the token is 401', async () => {
      const token = await login('demo_secure', DEMO_PASSWORD);
      expect(await verify(token, 1, 'green')).toEqual({ status: 200, body: ok({ valid: false }) });
      expect(await get('/wps/member/info', token)).toEqual({ status: 401, body: unauthorized });
      expect((await verify(token, 1, DEMO_SECURITY_ANSWER)).status).toBe(401);
    });

    it("treats the right answer to another question than the member's as wrong", async () => {
      const token = await login('demo_secure', DEMO_PASSWORD);
      expect((await verify(token, 2, DEMO_SECURITY_ANSWER)).body).toEqual(ok({ valid: false }));
      expect((await get('/wps/member/info', token)).status).toBe(401);
    });

    it('gives a pending session a single try (a second, concurrent try revokes it)', async () => {
      const token = await login('demo_secure', DEMO_PASSWORD);
      // As if another try of this session were in flight.
      await t.db.query(
        `UPDATE sessions SET verify_attempts = 1 WHERE id = (SELECT s.id FROM sessions s JOIN members m ON m.id = s.member_id
           WHERE m.username = 'demo_secure' ORDER BY s.id DESC LIMIT 1)`,
      );
      expect((await verify(token, 1, DEMO_SECURITY_ANSWER)).body).toEqual(ok({ valid: false }));
      expect((await get('/wps/member/info', token)).status).toBe(401);
    });

    it('lets a pending session log out', async () => {
      const token = await login('demo_secure', DEMO_PASSWORD);
      const res = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(token) });
      expect(res.statusCode).toBe(200);
      expect((await get('/wps/member/info', token)).status).toBe(401);
    });

    it('is not pending while the merchant does not use security questions', async () => {
      const token = await login('demo_secure', DEMO_PASSWORD);
      await setMerchant('security_questions_enabled', false);
      try {
        expect((await questions(token)).status).toBe(200);
        const later = await login('demo_secure', DEMO_PASSWORD);
        expect((await questions(later)).status).toBe(200);
        expect(await verify(later, 1, DEMO_SECURITY_ANSWER)).toEqual({
          status: 400,
          body: err('NOT_ENABLED', 'err_not_enabled'),
        });
      } finally {
        await setMerchant('security_questions_enabled', true);
      }
      // Switched back on, the session created while it was off is not pending; the earlier one is again.
      expect(await questions(token)).toEqual({ status: 403, body: verificationRequired });
    });

    it('answers VALIDATION to a verify from a member without a question', async () => {
      const res = await verify(await login('sq_plain'), 1, 'blue');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'questionId' });
    });
  });
});
