import { getJson, setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../../helpers/login';
import { err, registerClient, yearsAgo } from '../../../../../../helpers/register';

const empty = (field: string) => ({
  success: false,
  value: null,
  code: 'VALIDATION',
  message: 'err_input_empty',
  field,
  detail: `${field} is required`,
});
const rule = (field: string, id: string, min: number, max: number) => ({
  success: false,
  value: null,
  code: 'VALIDATION',
  message: `reg_pattern_${id}`,
  field,
  min,
  max,
});

describe.each(BACKENDS)('registration checks on %s', (backend) => {
  let t: TestApp;
  let c: ReturnType<typeof registerClient>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    c = registerClient(t, '916');
  }, 60_000);
  afterAll(() => t?.cleanup());

  // A change behind the API's back, then the invalidation a service that changes merchants makes.
  const setMerchant = async (set: { min_age?: number; philippines_variant?: boolean }) => {
    await t.db.query(
      `UPDATE merchants SET min_age = coalesce($1, min_age), philippines_variant = coalesce($2, philippines_variant)`,
      [set.min_age ?? null, set.philippines_variant ?? null],
    );
    await t.app.cache.invalidateAll();
  };

  describe('register rules', () => {
    it('a shown, required field that is missing or blank → VALIDATION Input cannot be empty with the field', async () => {
      const body = await c.validBody();
      expect((await c.register({ ...body, username: undefined })).body).toEqual(empty('username'));
      expect((await c.register({ ...body, username: '   ' })).body).toEqual(empty('username'));
      expect((await c.register({ ...body, password: undefined })).body).toEqual(empty('password'));
      expect((await c.register({ ...body, confirmPassword: '' })).body).toEqual(empty('confirmPassword'));
      // Step 2 fields too (SPEC §4: step 2 validates its required fields).
      expect((await c.register({ ...body, placeOfBirth: undefined })).body).toEqual(empty('placeOfBirth'));
      expect((await c.register({ ...body, occupation: undefined })).body).toEqual(empty('occupation'));
      // Shown but not required: absent is fine.
      expect((await c.register({ ...body, email: undefined, payeeName: undefined })).status).toBe(200);
    });

    it('a value that breaks its pattern or bounds → VALIDATION reg_pattern_<ID> with field, min, max', async () => {
      const body = await c.validBody();
      expect((await c.register({ ...body, username: 'has space' })).body).toEqual(
        rule('username', 'ALNUM_SYMBOLS', 6, 16),
      );
      expect((await c.register({ ...body, username: 'abc' })).body).toEqual(rule('username', 'ALNUM_SYMBOLS', 6, 16));
      expect((await c.register({ ...body, username: 'a'.repeat(17) })).body).toEqual(
        rule('username', 'ALNUM_SYMBOLS', 6, 16),
      );
      expect((await c.register({ ...body, password: 'password1', confirmPassword: 'password1' })).body).toEqual(
        rule('password', 'UPPER_LOWER_DIGIT_SYMBOL', 8, 20),
      );
      expect((await c.register({ ...body, email: 'not-an-email' })).body).toEqual(rule('email', 'EMAIL', 5, 60));
      expect((await c.register({ ...body, payeeName: 'Juan 2' })).body).toEqual(
        rule('payeeName', 'EN_LETTERS_SPACES', 2, 50),
      );
      expect((await c.register({ ...body, mobileNum: '91x' })).body).toEqual(rule('mobileNum', 'DIGITS', 9, 11));
      expect((await c.register({ ...body, verificationCode: '12' })).body).toEqual(
        rule('verificationCode', 'DIGITS', 6, 6),
      );
      expect((await c.register({ ...body, address: 'abc' })).body).toEqual(rule('address', 'ANY', 5, 200));
      expect((await c.register({ ...body, occupation: 123 })).body).toMatchObject({ code: 'VALIDATION' });
      // Nothing was created, the code still works.
      expect((await c.register(body)).status).toBe(200);
    });

    it('rules come from the database on every call', async () => {
      await c.setRule('payeeName', { required: true });
      try {
        expect((await c.register(await c.validBody())).body).toEqual(empty('payeeName'));
      } finally {
        await c.setRule('payeeName', { required: false });
      }
    });

    it('CONFIRM_MISMATCH when the confirmation differs', async () => {
      const body = await c.validBody();
      expect((await c.register({ ...body, confirmPassword: 'Passw0rd?' })).body).toEqual(
        err('CONFIRM_MISMATCH', 'err_confirm_mismatch'),
      );
    });
  });

  describe('mobile number and SMS code', () => {
    it('INVALID_PHONE for a malformed number or dial code; VALIDATION without one', async () => {
      const body = await c.validBody();
      for (const [mobileNum, countryDialingCode] of [
        ['12345678901', '+8x'],
        ['123456789', '12345'],
      ])
        expect((await c.register({ ...body, mobileNum, countryDialingCode })).body).toEqual(
          err('INVALID_PHONE', 'err_invalid_phone'),
        );
      expect((await c.register({ ...body, countryDialingCode: undefined })).body).toEqual(empty('countryDialingCode'));
      // REGMOBVERF3 on: the number is needed for the code, also when registering by username.
      expect((await c.register({ ...body, mobileNum: undefined })).body).toEqual(empty('mobileNum'));
      // registerMobile always needs it.
      await c.setModule('REGMOBVERF3', false);
      try {
        expect((await c.register({ ...body, mobileNum: undefined }, { mobile: true })).body).toEqual(
          empty('mobileNum'),
        );
      } finally {
        await c.setModule('REGMOBVERF3', true);
      }
    });

    it('the code: missing → VALIDATION, wrong or for another number → INVALID_CODE, expired → CODE_EXPIRED', async () => {
      const body = await c.validBody();
      const code = body.verificationCode as string;
      const wrong = code === '000000' ? '000001' : '000000';
      expect((await c.register({ ...body, verificationCode: undefined })).body).toEqual(empty('verificationCode'));
      expect((await c.register({ ...body, verificationCode: wrong })).body).toEqual(
        err('INVALID_CODE', 'err_invalid_code'),
      );
      const other = await c.validBody();
      expect((await c.register({ ...other, verificationCode: code })).body.code).toBe('INVALID_CODE');
      // A wrong try does not burn it (only the 5th does).
      expect((await c.register(body)).status).toBe(200);

      const late = await c.validBody();
      await t.db.query(`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = $1`, [
        `+84${late.mobileNum as string}`,
      ]);
      expect((await c.register(late)).body).toEqual(err('CODE_EXPIRED', 'err_code_expired'));
    });

    it('free-text fields follow the plain-text rule: markup is VALIDATION naming the field', async () => {
      for (const field of ['address', 'placeOfBirth'])
        expect((await c.register(await c.validBody({ [field]: '<img src=x onerror=alert(1)>' }))).body).toMatchObject({
          code: 'VALIDATION',
          field,
        });
    });

    it('a login code of the same number is no registration code', async () => {
      const num = c.newNumber();
      const merchant = (await t.app.merchants.findByCode('DEMO'))!;
      await t.app.verification.issueCode(merchant, {
        purpose: 'LOGIN',
        target: `+84${num}`,
        memberId: null,
        ip: '10.9.9.9',
        send: true,
        text: {
          EN: 'login {code}',
          TY: '{code}',
          ZH: '{code}',
          JA: '{code}',
          TH: '{code}',
          TL: '{code}',
          KO: '{code}',
        },
      });
      const [login] = await c.outbox(`+84${num}`);
      const body = await c.validBody();
      expect((await c.register({ ...body, mobileNum: num, verificationCode: login!.code })).body).toEqual(
        err('INVALID_CODE', 'err_invalid_code'),
      );
    });
  });

  describe('age, declaration, terms', () => {
    it('BIRTHDAY_LIMIT (birthday_limit with age) under the merchant minimum age of 21; 21 today is old enough', async () => {
      const body = await c.validBody();
      expect((await c.register({ ...body, birthday: yearsAgo(21, -1) })).body).toEqual({
        ...err('BIRTHDAY_LIMIT', 'birthday_limit'),
        field: 'birthday',
        age: 21,
      });
      expect((await c.register({ ...body, birthday: yearsAgo(20) })).body.code).toBe('BIRTHDAY_LIMIT');
      expect((await c.register({ ...body, birthday: yearsAgo(21) })).status).toBe(200);
    });

    it('follows the merchant min_age and the config reports it', async () => {
      await setMerchant({ min_age: 18 });
      try {
        expect((await getJson(t.app, '/wps/system/config')).body.value.registration).toMatchObject({
          minAge: 18,
          philippines: false,
        });
        expect((await c.register(await c.validBody({ birthday: yearsAgo(18) }))).status).toBe(200);
        expect((await c.register(await c.validBody({ birthday: yearsAgo(17) }))).body.age).toBe(18);
      } finally {
        await setMerchant({ min_age: 21 });
      }
    });

    it('a birthday that is no real date → VALIDATION reg_pattern_DATE_*; the rule pattern picks the format', async () => {
      const body = await c.validBody();
      expect((await c.register({ ...body, birthday: '1990-02-30' })).body).toEqual(
        rule('birthday', 'DATE_YYYY_MM_DD', 10, 10),
      );
      expect((await c.register({ ...body, birthday: '17-05-1990' })).body).toEqual(
        rule('birthday', 'DATE_YYYY_MM_DD', 10, 10),
      );
      await c.setRule('birthday', { accepted_pattern: 'DATE_DD_MM_YYYY' });
      try {
        expect((await c.register({ ...body, birthday: '31-02-1990' })).body).toEqual(
          rule('birthday', 'DATE_DD_MM_YYYY', 10, 10),
        );
        const [y, m, d] = yearsAgo(20).split('-');
        expect((await c.register({ ...body, birthday: `${d}-${m}-${y}` })).body.code).toBe('BIRTHDAY_LIMIT');
        expect((await c.register({ ...body, birthday: '17-05-1990' })).status).toBe(200);
        expect((await c.memberRow(body.username as string)).birthday).toEqual(expect.anything());
        const { rows } = await t.db.query<{ b: string }>(
          "SELECT to_char(birthday, 'YYYY-MM-DD') AS b FROM members WHERE username = $1",
          [body.username],
        );
        expect(rows[0]!.b).toBe('1990-05-17');
      } finally {
        await c.setRule('birthday', { accepted_pattern: 'DATE_YYYY_MM_DD' });
      }
    });

    it('TERMS_REQUIRED unless termsAccepted', async () => {
      const body = await c.validBody({ termsAccepted: false });
      expect((await c.register(body)).body).toEqual(err('TERMS_REQUIRED', 'err_terms_required'));
    });

    it('Philippines variant: birthday required, at least 21 whatever min_age says, the declaration required', async () => {
      await setMerchant({ min_age: 18, philippines_variant: true });
      try {
        expect((await getJson(t.app, '/wps/system/config')).body.value.registration).toMatchObject({
          minAge: 21,
          philippines: true,
        });
        const body = await c.validBody({
          restrictedPersonDeclaration: true,
          notGovernmentOfficial: true,
          notArmedForces: true,
          notGamingLicensee: true,
        });
        expect((await c.register(body)).body).toEqual(empty('birthday'));
        expect((await c.register({ ...body, birthday: yearsAgo(19) })).body).toMatchObject({
          code: 'BIRTHDAY_LIMIT',
          age: 21,
        });
        const adult = { ...body, birthday: yearsAgo(30) };
        expect((await c.register({ ...adult, restrictedPersonDeclaration: undefined })).body).toEqual(
          err('DECLARATION_REQUIRED', 'err_declaration_required'),
        );
        expect((await c.register({ ...adult, restrictedPersonDeclaration: false })).body.code).toBe(
          'DECLARATION_REQUIRED',
        );
        expect((await c.register(adult)).status).toBe(200);
      } finally {
        await setMerchant({ min_age: 21, philippines_variant: false });
      }
    });

    it('without the variant the declaration is not needed', async () => {
      expect((await c.register(await c.validBody({ restrictedPersonDeclaration: false }))).status).toBe(200);
    });
  });

  describe('invitation code', () => {
    it('INVITATION_CODE_INVALID for an unknown code; DEMOAGENT (any case) makes demo_agent the upline', async () => {
      const body = await c.validBody();
      expect((await c.register({ ...body, affiliateCode: 'NOBODY1' })).body).toEqual({
        ...err('INVITATION_CODE_INVALID', 'invitation_code_error'),
        field: 'affiliateCode',
      });
      expect((await c.register({ ...body, affiliateCode: 'demoagent' })).status).toBe(200);
      const agent = await c.memberRow('demo_agent');
      expect((await c.memberRow(body.username as string)).upline_id).toBe(agent.id);
    });

    it('only agents can hold an invitation code', async () => {
      await expect(
        t.db.query("UPDATE members SET invitation_code = 'PLAYER1' WHERE username = 'demo_player'"),
      ).rejects.toThrow();
    });
  });
});
