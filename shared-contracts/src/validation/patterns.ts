/**
 * The 23 input-pattern families of SPEC §5, declared once and used by the client's yup schemas and the
 * server's validation. A register rule names one by id in `acceptedPattern` ('*' = any).
 */
const test = (re: RegExp) => (v: string) => re.test(v);

export const PATTERNS = {
  ANY: () => true,
  LETTER_FIRST_ALNUM: test(/^[A-Za-z][A-Za-z0-9]*$/),
  KANJI_DIGITS: test(/^[\p{Script=Han}0-9]+$/u),
  EMAIL: test(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/),
  ALNUM: test(/^[A-Za-z0-9]+$/),
  ALNUM_BOTH: test(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/),
  DIGITS: test(/^\d+$/),
  ALNUM_UPPER: test(/^(?=.*[A-Z])[A-Za-z0-9]+$/),
  EN_LETTERS_SPACES: test(/^[A-Za-z]+( [A-Za-z]+)*$/),
  NO_SPACES: test(/^\S+$/),
  CHINESE_PUNCT: test(/^[\p{Script=Han}\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20·]+$/u),
  DATE_YYYY_MM_DD: test(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  DATE_MM_DD_YYYY: test(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/),
  /** The Philippines variant writes dates dd-mm-yyyy. */
  DATE_DD_MM_YYYY: test(/^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/),
  KOREAN: test(/^[\p{Script=Hangul}]+$/u),
  THAI: test(/^[\p{Script=Thai}]+$/u),
  THAI_EN_SPACES: test(/^[\p{Script=Thai}A-Za-z]+( [\p{Script=Thai}A-Za-z]+)*$/u),
  UPPER_SPACES: test(/^[A-Z]+( [A-Z]+)*$/),
  ALNUM_SYMBOLS: test(/^[A-Za-z0-9!-/:-@[-`{-~]+$/),
  UPPER_LOWER_DIGIT_SYMBOL: test(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!-/:-@[-`{-~])\S+$/),
  FIRST_LAST_NAME: test(/^\p{L}+(?:[-'.]\p{L}+)* \p{L}+(?:[ '.-]\p{L}+)*$/u),
  FULLWIDTH_JAPANESE: test(/^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303F\uFF01-\uFF5Eー]+$/u),
  UPPER_NO_SPACES: test(/^[A-Z]+$/),
} as const;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as PatternId[];

export interface FieldRule {
  min: number;
  max: number;
  /** A PatternId or '*' for any. */
  acceptedPattern: string;
}

/** Why a value fails its rule: an i18n key (`reg_pattern_{id}` with min/max) or null when it passes. */
export function checkRule(rule: FieldRule, raw: string): { key: string; min: number; max: number } | null {
  const value = raw.trim();
  const id = (rule.acceptedPattern === '*' ? 'ANY' : rule.acceptedPattern) as PatternId;
  const matches = (PATTERNS[id] ?? PATTERNS.ANY)(value);
  const lengthOk = value.length >= rule.min && (rule.max <= 0 || value.length <= rule.max);
  return matches && lengthOk ? null : { key: `reg_pattern_${id}`, min: rule.min, max: rule.max };
}
