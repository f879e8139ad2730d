import type { TFunction } from 'i18next';
import { checkRule, type RegisterRule } from 'shared-contracts';
import * as yup from 'yup';
import { merchantMobilePattern } from '../../../config/dial-codes';
import { idImageSchema } from '../../../lib/id-images';
import { ageOn, formatBirthday, isoBirthday, shownRule, STEP1_TEXT, STEP2_TEXT } from './register-values';
import '../../../components/i18n';
import '../i18n';

export interface RegisterOptions {
  /** Register by mobile number (registerMobile): no username field, mobile required. */
  mobile: boolean;
  /** REGMOBVERF3: the SMS code is required. */
  smsVerify: boolean;
  minAge: number;
  philippines: boolean;
  /** ID photos are asked for (UPLOADID3 or the Philippines variant). */
  uploads: boolean;
  today: Date;
}

/** A string field checked by its register rule (SPEC §5: shown/required/bounds/pattern from the server). */
function ruled(rule: RegisterRule | undefined, t: TFunction, requiredMessage: string, transform = (v: string) => v) {
  const base = yup.string().trim();
  if (!rule) return base;
  return (rule.required ? base.required(requiredMessage) : base).test('rule', '', (value, ctx) => {
    if (!value) return true;
    const failure = checkRule(rule, transform(value));
    return failure ? ctx.createError({ message: t(`common:${failure.key}`, failure) }) : true;
  });
}

const shape = <K extends string>(keys: readonly K[], make: (k: K) => yup.AnySchema) =>
  Object.fromEntries(keys.map((k) => [k, make(k)])) as Record<K, yup.AnySchema>;

/** Step 1, the basic form (SPEC §5 registration fields). */
export function basicStepSchema(t: TFunction, o: RegisterOptions) {
  const empty = t('common:err_validation');
  const mobileRule = shownRule('mobileNum');
  const mobileNeeded = o.mobile || o.smsVerify || !!mobileRule?.required;
  const birthdayRule = shownRule('birthday');
  const birthdayNeeded = !!birthdayRule?.required || o.philippines;
  const mobile = yup
    .string()
    .trim()
    .matches(merchantMobilePattern(), { message: t('common:err_phone_format'), excludeEmptyString: true });
  return yup.object({
    username: o.mobile ? yup.string() : ruled(shownRule('username'), t, t('v_username_password')),
    password: ruled(shownRule('password'), t, t('v_username_password')),
    confirmPassword: yup
      .string()
      .required(empty)
      .oneOf([yup.ref('password')], t('v_confirm_mismatch')),
    mobileNum: mobileNeeded ? mobile.required(t('v_mobile_required')) : mobile,
    code: o.smsVerify ? yup.string().trim().required(t('v_code_required')) : yup.string(),
    captcha: ruled(shownRule('captcha'), t, empty),
    birthday: (birthdayNeeded ? yup.string().required(empty) : yup.string())
      .test('birthday-rule', '', (value, ctx) => {
        if (!value || !birthdayRule) return true;
        const failure = checkRule(birthdayRule, formatBirthday(value, birthdayRule.acceptedPattern));
        return failure ? ctx.createError({ message: t(`common:${failure.key}`, failure) }) : true;
      })
      .test('age', t('common:birthday_limit', { age: o.minAge }), (value) => {
        const iso = value ? isoBirthday(value, birthdayRule?.acceptedPattern) : null;
        return !iso || ageOn(iso, o.today) >= o.minAge;
      }),
    ...shape(STEP1_TEXT, (k) => ruled(shownRule(k), t, empty)),
  });
}

/** Step 2, identity (KYC) details, ID photos and the agreements (SPEC §5). */
export function identityStepSchema(t: TFunction, o: RegisterOptions) {
  const fill = (field: string) => t('v_fill_in', { field: t(`field_${field}`) });
  const picked = (field: string) => {
    const rule = shownRule(field);
    return rule?.required ? yup.string().required(fill(field)) : yup.string();
  };
  return yup.object({
    ...shape(STEP2_TEXT, (k) => ruled(shownRule(k), t, fill(k))),
    idType: shownRule('idNumber')?.required ? yup.string().required(fill('idType')) : yup.string(),
    nationality: picked('nationality'),
    occupation: picked('occupation'),
    sourceOfIncome: picked('sourceOfIncome'),
    idCardFront: o.uploads ? idImageSchema(t, 'upload_front_required') : yup.mixed().nullable(),
    idCardBack: o.uploads ? idImageSchema(t, null) : yup.mixed().nullable(),
    idCardSelfie: o.uploads ? idImageSchema(t, 'upload_selfie_required') : yup.mixed().nullable(),
    terms: yup.boolean().oneOf([true], t('v_terms')),
    declaration: o.philippines ? yup.boolean().oneOf([true], t('common:err_declaration_required')) : yup.boolean(),
    notOfficial: o.philippines ? yup.boolean().oneOf([true], t('common:err_declaration_official')) : yup.boolean(),
    notForces: o.philippines ? yup.boolean().oneOf([true], t('common:err_declaration_forces')) : yup.boolean(),
    notLicensee: o.philippines ? yup.boolean().oneOf([true], t('common:err_declaration_licence')) : yup.boolean(),
  });
}
