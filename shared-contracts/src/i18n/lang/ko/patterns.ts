import type { Texts } from '../../languages';
import type { PATTERN_MESSAGES_EN } from '../../patterns';

/** The patterns texts of the `common` namespace in Korean. */
const texts: Texts<typeof PATTERN_MESSAGES_EN> = {
  reg_pattern_ANY: '{{min}}–{{max}}자',
  reg_pattern_LETTER_FIRST_ALNUM: '영문자로 시작하는 {{min}}–{{max}}자의 영문 또는 숫자',
  reg_pattern_KANJI_DIGITS: '{{min}}–{{max}}자의 한자 또는 숫자',
  reg_pattern_EMAIL: '올바른 이메일 주소를 입력해 주세요',
  reg_pattern_ALNUM: '{{min}}–{{max}}자의 영문 또는 숫자만 가능',
  reg_pattern_ALNUM_BOTH: '영문과 숫자를 모두 포함한 {{min}}–{{max}}자',
  reg_pattern_DIGITS: '{{min}}–{{max}}자리 숫자만 가능',
  reg_pattern_ALNUM_UPPER: '대문자를 1개 이상 포함한 {{min}}–{{max}}자의 영문과 숫자',
  reg_pattern_EN_LETTERS_SPACES: '{{min}}–{{max}}자의 영문자와 공백',
  reg_pattern_NO_SPACES: '공백 없이 {{min}}–{{max}}자',
  reg_pattern_CHINESE_PUNCT: '{{min}}–{{max}}자의 중국어 문자 또는 문장 부호',
  reg_pattern_DATE_YYYY_MM_DD: 'yyyy-MM-dd 형식의 날짜',
  reg_pattern_DATE_MM_DD_YYYY: 'MM-dd-yyyy 형식의 날짜',
  reg_pattern_DATE_DD_MM_YYYY: 'dd-mm-yyyy 형식의 날짜',
  reg_pattern_KOREAN: '{{min}}–{{max}}자의 한글만 가능',
  reg_pattern_THAI: '{{min}}–{{max}}자의 태국어 문자만 가능',
  reg_pattern_THAI_EN_SPACES: '{{min}}–{{max}}자의 태국어 또는 영문자와 공백',
  reg_pattern_UPPER_SPACES: '{{min}}–{{max}}자의 영문 대문자와 공백',
  reg_pattern_ALNUM_SYMBOLS: '{{min}}–{{max}}자의 영문, 숫자 및 기호',
  reg_pattern_UPPER_LOWER_DIGIT_SYMBOL: '대문자, 소문자, 숫자, 기호를 각각 1개 이상 포함한 {{min}}–{{max}}자',
  reg_pattern_FIRST_LAST_NAME: '이름과 성을 공백으로 구분해 입력',
  reg_pattern_FULLWIDTH_JAPANESE: '{{min}}–{{max}}자의 전각 일본어 문자',
  reg_pattern_UPPER_NO_SPACES: '공백 없이 {{min}}–{{max}}자의 영문 대문자',
};

export default texts;
