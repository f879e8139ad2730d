import type { TFunction } from 'i18next';
import { setPermissionConfig, type PermissionConfig, type RegisterRule } from 'shared-contracts';
import { basicStepSchema, identityStepSchema, type RegisterOptions } from '../register-schema';
import { ageOn, birthdayMax, formatBirthday, initialRegisterValues, toRegisterRequest } from '../register-values';

const t = ((key: string, o?: Record<string, unknown>) =>
  o ? `${key}:${JSON.stringify(o)}` : key) as unknown as TFunction;

const rule = (field: string, required: boolean, min: number, max: number, acceptedPattern: string, step: 1 | 2 = 1) =>
  ({ field, shown: true, required, min, max, acceptedPattern, step }) satisfies RegisterRule;

const today = new Date(2026, 10, 22);
const opts = (o: Partial<RegisterOptions> = {}): RegisterOptions => ({
  mobile: false,
  smsVerify: false,
  minAge: 21,
  philippines: false,
  uploads: false,
  today,
  ...o,
});

const basic = (over: Record<string, unknown> = {}) => ({
  ...initialRegisterValues(),
  username: 'new_player',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  ...over,
});

/** Every message the schema gives for `values` (none when valid). */
const errorsOf = (schema: { validateSync: (v: unknown, o: object) => unknown }, values: unknown): string[] => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

describe('registration schemas (SPEC §5: fields, requirement, bounds and patterns from the server rules)', () => {
  beforeAll(() => {
    setPermissionConfig({
      registerRules: [
        rule('username', true, 6, 16, 'ALNUM_SYMBOLS'),
        rule('password', true, 8, 20, 'UPPER_LOWER_DIGIT_SYMBOL'),
        rule('email', false, 5, 60, 'EMAIL'),
        rule('qqNum', true, 5, 12, 'DIGITS'),
        rule('birthday', false, 10, 10, 'DATE_DD_MM_YYYY'),
        rule('address', true, 5, 200, '*', 2),
        rule('nationality', true, 2, 60, '*', 2),
        { ...rule('wechat', true, 2, 30, 'NO_SPACES'), shown: false },
      ],
    } as unknown as PermissionConfig);
  });

  it('accepts a complete basic form', () => {
    expect(errorsOf(basicStepSchema(t, opts()), basic({ qqNum: '123456' }))).toEqual([]);
  });

  it('requires a field the rules mark required, and ignores a hidden one', () => {
    expect(errorsOf(basicStepSchema(t, opts()), basic())).toContain('common:err_validation');
    expect(errorsOf(basicStepSchema(t, opts()), basic({ qqNum: '123456', wechat: '' }))).toEqual([]);
  });

  it("names the rule's pattern and bounds when a value breaks it", () => {
    expect(errorsOf(basicStepSchema(t, opts()), basic({ qqNum: '12ab' }))).toContain(
      'common:reg_pattern_DIGITS:{"key":"reg_pattern_DIGITS","min":5,"max":12}',
    );
    expect(errorsOf(basicStepSchema(t, opts()), basic({ qqNum: '123456', email: 'nope' }))).toContain(
      'common:reg_pattern_EMAIL:{"key":"reg_pattern_EMAIL","min":5,"max":60}',
    );
  });

  it('refuses a confirmation that differs from the password', () => {
    expect(errorsOf(basicStepSchema(t, opts()), basic({ qqNum: '123456', confirmPassword: 'Other@123' }))).toContain(
      'v_confirm_mismatch',
    );
  });

  it('requires the mobile number and code when SMS verification is on, and no username in mobile mode', () => {
    const schema = basicStepSchema(t, opts({ mobile: true, smsVerify: true }));
    expect(errorsOf(schema, basic({ qqNum: '123456', username: '' }))).toContain('v_mobile_required');
    // A number not of the mobile rule (SPEC §5, §8).
    expect(errorsOf(schema, basic({ qqNum: '123456', username: '', mobileNum: '12' }))).toContain(
      'common:err_phone_format',
    );
    expect(errorsOf(schema, basic({ qqNum: '123456', username: '', mobileNum: '912345678' }))).toContain(
      'v_code_required',
    );
    expect(errorsOf(schema, basic({ qqNum: '123456', username: '', mobileNum: '912345678', code: '123456' }))).toEqual(
      [],
    );
  });

  it('refuses a birthday under the minimum age with birthday_limit, and requires it in the Philippines variant', () => {
    const young = basic({ qqNum: '123456', birthday: '2006-01-01' });
    expect(errorsOf(basicStepSchema(t, opts()), young)).toContain('common:birthday_limit:{"age":21}');
    expect(errorsOf(basicStepSchema(t, opts()), { ...young, birthday: '2005-11-22' })).toEqual([]);
    expect(errorsOf(basicStepSchema(t, opts({ philippines: true })), basic({ qqNum: '123456' }))).toContain(
      'common:err_validation',
    );
  });

  it('asks for the step 2 fields with "Please fill in your …", the photos, the terms and the declaration', () => {
    const step2 = { ...initialRegisterValues(), address: '1 Main St', nationality: 'VN', terms: true };
    expect(errorsOf(identityStepSchema(t, opts()), { ...step2, address: '' })).toContain(
      'v_fill_in:{"field":"field_address"}',
    );
    expect(errorsOf(identityStepSchema(t, opts()), step2)).toEqual([]);
    expect(errorsOf(identityStepSchema(t, opts()), { ...step2, terms: false })).toContain('v_terms');
    expect(errorsOf(identityStepSchema(t, opts({ uploads: true })), step2)).toContain('common:upload_front_required');
    const front = new File([new Uint8Array(10)], 'front.png', { type: 'image/png' });
    expect(errorsOf(identityStepSchema(t, opts({ uploads: true })), { ...step2, idCardFront: front })).toContain(
      'common:upload_selfie_required',
    );
    const gif = new File([new Uint8Array(10)], 'selfie.gif', { type: 'image/gif' });
    expect(
      errorsOf(identityStepSchema(t, opts({ uploads: true })), { ...step2, idCardFront: front, idCardSelfie: gif }),
    ).toContain('common:activity_apply_remark_limit2');
    expect(errorsOf(identityStepSchema(t, opts({ philippines: true })), step2)).toContain(
      'common:err_declaration_required',
    );
  });
});

describe('registration values', () => {
  it('sets the date picker maximum to 31 Dec of the current year minus the minimum age', () => {
    expect(birthdayMax(21, today)).toBe('2005-12-31');
  });

  it('counts whole years of age', () => {
    expect(ageOn('2005-11-22', today)).toBe(21);
    expect(ageOn('2005-11-23', today)).toBe(20);
  });

  it('writes the birthday in the layout the rule names', () => {
    expect(formatBirthday('2000-03-04', 'DATE_DD_MM_YYYY')).toBe('04-03-2000');
    expect(formatBirthday('2000-03-04', 'DATE_MM_DD_YYYY')).toBe('03-04-2000');
    expect(formatBirthday('2000-03-04', 'DATE_YYYY_MM_DD')).toBe('2000-03-04');
  });

  it('sends only filled fields, numbers for the choices, and the agreements', () => {
    const req = toRegisterRequest(
      { ...basic({ qqNum: ' 123456 ', mobileNum: '912345678', occupation: '4', terms: true, birthday: '2000-03-04' }) },
      { mobile: false, philippines: true, captchaKey: 'k' },
    );
    expect(req).toMatchObject({
      username: 'new_player',
      qqNum: '123456',
      mobileNum: '912345678',
      countryDialingCode: '84',
      occupation: 4,
      birthday: '04-03-2000',
      termsAccepted: true,
      restrictedPersonDeclaration: false,
    });
    expect(req).not.toHaveProperty('email');
    expect(req).not.toHaveProperty('captcha');
  });
});
