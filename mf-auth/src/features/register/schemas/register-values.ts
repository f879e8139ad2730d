import { getPermissionConfig, yearsSince, type RegisterRequest, type RegisterRule } from 'shared-contracts';
import type { IdImageValues } from '../../../components/id-upload-fields';
import { defaultDialCode } from '../../../config/dial-codes';

/** Free-text fields whose visibility, requirement, bounds and pattern come from the register rules. */
export const STEP1_TEXT = [
  'email',
  'payeeName',
  'affiliateCode',
  'referralCode',
  'recommenderId',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'paymentPassword',
] as const;
export const STEP2_TEXT = ['idNumber', 'placeOfBirth', 'address', 'permanentAddress'] as const;

export interface RegisterValues extends IdImageValues {
  username: string;
  password: string;
  confirmPassword: string;
  dialCode: string;
  mobileNum: string;
  code: string;
  birthday: string;
  captcha: string;
  email: string;
  payeeName: string;
  affiliateCode: string;
  referralCode: string;
  recommenderId: string;
  qqNum: string;
  line: string;
  whatsapp: string;
  facebook: string;
  wechat: string;
  paymentPassword: string;
  idType: string;
  idNumber: string;
  placeOfBirth: string;
  address: string;
  permanentAddress: string;
  nationality: string;
  /** One of the merchant's regions (its value). */
  region: string;
  occupation: string;
  sourceOfIncome: string;
  terms: boolean;
  declaration: boolean;
  /** The Philippines variant's three other declarations (SPEC §6). */
  notOfficial: boolean;
  notForces: boolean;
  notLicensee: boolean;
}

export const initialRegisterValues = (): RegisterValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  dialCode: defaultDialCode(),
  mobileNum: '',
  code: '',
  birthday: '',
  captcha: '',
  email: '',
  payeeName: '',
  affiliateCode: '',
  referralCode: '',
  recommenderId: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  paymentPassword: '',
  idType: '',
  idNumber: '',
  placeOfBirth: '',
  address: '',
  permanentAddress: '',
  nationality: '',
  region: '',
  occupation: '',
  sourceOfIncome: '',
  terms: false,
  declaration: false,
  notOfficial: false,
  notForces: false,
  notLicensee: false,
  idCardFront: null,
  idCardBack: null,
  idCardSelfie: null,
});

/** The shown rule of a field, if the merchant shows it. */
export const shownRule = (field: string): RegisterRule | undefined =>
  getPermissionConfig()?.registerRules.find((r) => r.field === field && r.shown);

/**
 * The date picker gives yyyy-MM-dd; the birthday rule may name another layout (dd-mm-yyyy in the Philippines, where
 * the field is typed in that layout and passes as it is).
 */
export function formatBirthday(iso: string, pattern: string | undefined): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso.trim();
  const [y, m, d] = iso.split('-');
  if (pattern === 'DATE_MM_DD_YYYY') return `${m}-${d}-${y}`;
  if (pattern === 'DATE_DD_MM_YYYY') return `${d}-${m}-${y}`;
  return iso;
}

/** yyyy-MM-dd of a birthday typed in its rule's layout (dd-mm-yyyy, mm-dd-yyyy) or picked; null when unreadable. */
export function isoBirthday(value: string, pattern: string | undefined): string | null {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
  if (!m) return null;
  return pattern === 'DATE_MM_DD_YYYY' ? `${m[3]}-${m[1]}-${m[2]}` : `${m[3]}-${m[2]}-${m[1]}`;
}

/** Whole years between a yyyy-MM-dd birthday and `today` (shared-contracts' yearsSince, as the profile uses). */
export const ageOn = (iso: string, today: Date): number => yearsSince(iso, today);

/** SPEC §5: the picker's latest date is 31 Dec of the current year minus the minimum age. */
export const birthdayMax = (minAge: number, today: Date): string => `${today.getFullYear() - minAge}-12-31`;

/** The register payload of the shown, filled fields (SPEC §3 Register user). */
export function toRegisterRequest(
  v: RegisterValues,
  opts: { mobile: boolean; philippines: boolean; captchaKey: string },
): Omit<RegisterRequest, 'botCheck' | 'login' | 'registerMethod'> {
  const out: Record<string, unknown> = {};
  const put = (k: string, value: string) => {
    if (value.trim()) out[k] = value.trim();
  };
  if (!opts.mobile) put('username', v.username);
  out.password = v.password;
  out.confirmPassword = v.confirmPassword;
  if (v.mobileNum.trim()) {
    put('mobileNum', v.mobileNum);
    out.countryDialingCode = v.dialCode;
  }
  put('verificationCode', v.code);
  if (v.birthday) out.birthday = formatBirthday(v.birthday, shownRule('birthday')?.acceptedPattern);
  if (v.captcha.trim()) {
    put('captcha', v.captcha);
    out.captchaKey = opts.captchaKey;
  }
  for (const k of [...STEP1_TEXT, ...STEP2_TEXT]) put(k, v[k]);
  put('nationality', v.nationality);
  put('region', v.region);
  for (const k of ['idType', 'occupation', 'sourceOfIncome'] as const) if (v[k]) out[k] = Number(v[k]);
  out.termsAccepted = v.terms;
  if (opts.philippines) {
    out.restrictedPersonDeclaration = v.declaration;
    out.notGovernmentOfficial = v.notOfficial;
    out.notArmedForces = v.notForces;
    out.notGamingLicensee = v.notLicensee;
  }
  out.registerUrl = location.href;
  out.domain = location.hostname;
  return out as Omit<RegisterRequest, 'botCheck' | 'login' | 'registerMethod'>;
}
