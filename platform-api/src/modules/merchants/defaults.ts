import type { RegisterRule, WhitelabelModuleId } from 'shared-contracts';

// What a new merchant starts with: the seed's brands, and a brand an operator opens without one to start from.

/** Whitelabel groups and the modules under each; together they cover WHITELABEL_MODULES. */
export const WHITELABEL_GROUPS: Readonly<Record<string, readonly WhitelabelModuleId[]>> = {
  LOGIN: ['MOBILEVERCODELOGIN3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'PWDEXPFORCECHANGE3', 'CHNGPASSVERIF3'],
  REGISTER: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'UPLOADID3'],
  GAME: ['FREEPLAY3'],
  MEMBER: ['AGENTPOLICY3', 'VIP3', 'POINTS3'],
};

/** Modules a new merchant has on (the demo merchant's set); every other module is off. */
export const DEFAULT_ENABLED_MODULES: ReadonlySet<string> = new Set<WhitelabelModuleId>([
  'USERNAMEREG3',
  'MOBILENUMREG3',
  // Registration needs the SMS code of /wps/verification/sms/register.
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'UPLOADID3',
  'VIP3',
  'POINTS3',
]);

// Pattern ids name the SPEC §5 families; the client maps each to a regex and to the message
// template reg_pattern_{id}. '*' accepts anything.
const r = (
  field: string,
  shown: boolean,
  required: boolean,
  min: number,
  max: number,
  acceptedPattern: string,
  step: 1 | 2 = 1,
): RegisterRule => ({ field, shown, required, min, max, acceptedPattern, step });

/** The registration rules a new merchant starts with, in form order (the demo merchant's). */
export const DEFAULT_REGISTER_RULES: readonly RegisterRule[] = [
  // Letters, digits and symbols (no spaces): the demo accounts use underscores.
  r('username', true, true, 6, 16, 'ALNUM_SYMBOLS'),
  r('password', true, true, 8, 20, 'UPPER_LOWER_DIGIT_SYMBOL'),
  r('confirmPassword', true, true, 8, 20, '*'),
  r('mobileNum', true, false, 9, 11, 'DIGITS'),
  // Required when REGMOBVERF3 is on (the module decides, not the rule); the SMS codes have 6 digits.
  r('verificationCode', true, false, 6, 6, 'DIGITS'),
  r('email', true, false, 5, 60, 'EMAIL'),
  r('payeeName', true, false, 2, 50, 'EN_LETTERS_SPACES'),
  r('birthday', true, false, 10, 10, 'DATE_YYYY_MM_DD'),
  r('affiliateCode', true, false, 0, 20, 'ALNUM'),
  // A friend's referral code (issue 14: invite friends; not an agent's invitation code).
  r('referralCode', true, false, 0, 20, 'ALNUM'),
  r('qqNum', false, false, 5, 12, 'DIGITS'),
  r('line', false, false, 2, 30, 'NO_SPACES'),
  r('whatsapp', false, false, 6, 20, 'DIGITS'),
  r('facebook', false, false, 2, 50, 'NO_SPACES'),
  r('wechat', false, false, 2, 30, 'NO_SPACES'),
  r('recommenderId', false, false, 0, 20, 'ALNUM'),
  r('paymentPassword', false, false, 6, 6, 'DIGITS'),
  // Captcha texts have 4–5 characters.
  r('captcha', false, false, 4, 5, 'ALNUM'),
  r('placeOfBirth', true, true, 2, 100, '*', 2),
  r('address', true, true, 5, 200, '*', 2),
  r('permanentAddress', true, false, 5, 200, '*', 2),
  r('nationality', true, true, 2, 60, '*', 2),
  // One of the market's regions (GET /wps/member/register/region); the server checks the value is in the list.
  r('region', true, false, 1, 20, '*', 2),
  r('occupation', true, true, 1, 2, 'DIGITS', 2),
  r('sourceOfIncome', true, true, 1, 1, 'DIGITS', 2),
  r('idNumber', true, false, 5, 30, 'ALNUM', 2),
];
