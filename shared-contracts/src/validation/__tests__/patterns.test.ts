import { checkRule, PATTERN_IDS, PATTERNS } from '../patterns';

const ok: Record<string, string[]> = {
  LETTER_FIRST_ALNUM: ['demo01', 'A1'],
  KANJI_DIGITS: ['張三123'],
  EMAIL: ['a@b.co'],
  ALNUM: ['abc123', 'ABC'],
  ALNUM_BOTH: ['abc123'],
  DIGITS: ['0912345678'],
  ALNUM_UPPER: ['Abc123'],
  EN_LETTERS_SPACES: ['Juan Dela Cruz'],
  NO_SPACES: ['a-b_c!'],
  CHINESE_PUNCT: ['你好，世界'],
  DATE_YYYY_MM_DD: ['2001-12-31'],
  DATE_MM_DD_YYYY: ['12-31-2001'],
  DATE_DD_MM_YYYY: ['31-12-2001'],
  KOREAN: ['홍길동'],
  THAI: ['สวัสดี'],
  THAI_EN_SPACES: ['สวัสดี John'],
  UPPER_SPACES: ['JUAN DELA CRUZ'],
  ALNUM_SYMBOLS: ['abc!@#1'],
  UPPER_LOWER_DIGIT_SYMBOL: ['Demo@1234'],
  FIRST_LAST_NAME: ['Juan Cruz', 'Nguyễn Văn'],
  FULLWIDTH_JAPANESE: ['やまだたろう', 'ヤマダ'],
  UPPER_NO_SPACES: ['ABC'],
};
const bad: Record<string, string[]> = {
  LETTER_FIRST_ALNUM: ['1demo', 'de mo', 'dé'],
  KANJI_DIGITS: ['abc'],
  EMAIL: ['a@b', 'a b@c.de'],
  ALNUM: ['ab-c'],
  ALNUM_BOTH: ['abc', '123'],
  DIGITS: ['12a'],
  ALNUM_UPPER: ['abc123'],
  EN_LETTERS_SPACES: ['Juan2', ' Juan'],
  NO_SPACES: ['a b'],
  CHINESE_PUNCT: ['abc'],
  DATE_YYYY_MM_DD: ['2001-13-01', '01-12-2001'],
  DATE_MM_DD_YYYY: ['31-12-2001'],
  DATE_DD_MM_YYYY: ['12-31-2001'],
  KOREAN: ['abc'],
  THAI: ['abc'],
  THAI_EN_SPACES: ['abc1'],
  UPPER_SPACES: ['Juan'],
  ALNUM_SYMBOLS: ['a b'],
  UPPER_LOWER_DIGIT_SYMBOL: ['demo1234', 'Demo1234'],
  FIRST_LAST_NAME: ['Juan'],
  FULLWIDTH_JAPANESE: ['abc'],
  UPPER_NO_SPACES: ['AB C', 'Abc'],
};

describe('pattern families (SPEC §5)', () => {
  it('has 23 families including any', () => {
    expect(PATTERN_IDS).toHaveLength(23);
  });

  it.each(PATTERN_IDS.filter((id) => id !== 'ANY'))('%s accepts its examples and refuses others', (id) => {
    for (const v of ok[id]!) expect([id, v, PATTERNS[id](v)]).toEqual([id, v, true]);
    for (const v of bad[id]!) expect([id, v, PATTERNS[id](v)]).toEqual([id, v, false]);
  });

  it('checks length and pattern together and names the message template', () => {
    const rule = { min: 6, max: 12, acceptedPattern: 'LETTER_FIRST_ALNUM' };
    expect(checkRule(rule, 'demo01')).toBeNull();
    expect(checkRule(rule, 'demo')).toEqual({ key: 'reg_pattern_LETTER_FIRST_ALNUM', min: 6, max: 12 });
    expect(checkRule(rule, '1demo01')).toEqual({ key: 'reg_pattern_LETTER_FIRST_ALNUM', min: 6, max: 12 });
    expect(checkRule({ min: 1, max: 5, acceptedPattern: '*' }, 'any!')).toBeNull();
  });
});
