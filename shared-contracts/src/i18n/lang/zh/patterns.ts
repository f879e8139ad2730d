import type { Texts } from '../../languages';
import type { PATTERN_MESSAGES_EN } from '../../patterns';

/** The texts of patterns.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof PATTERN_MESSAGES_EN> = {
  reg_pattern_ANY: '{{min}}–{{max}} 个字符',
  reg_pattern_LETTER_FIRST_ALNUM: '{{min}}–{{max}} 位字母或数字，以字母开头',
  reg_pattern_KANJI_DIGITS: '{{min}}–{{max}} 个汉字或数字',
  reg_pattern_EMAIL: '请输入有效的电子邮箱地址',
  reg_pattern_ALNUM: '仅限 {{min}}–{{max}} 位字母或数字',
  reg_pattern_ALNUM_BOTH: '{{min}}–{{max}} 个字符，须同时包含字母和数字',
  reg_pattern_DIGITS: '仅限 {{min}}–{{max}} 位数字',
  reg_pattern_ALNUM_UPPER: '{{min}}–{{max}} 位字母和数字，至少包含一个大写字母',
  reg_pattern_EN_LETTERS_SPACES: '{{min}}–{{max}} 个英文字母和空格',
  reg_pattern_NO_SPACES: '{{min}}–{{max}} 个字符，不含空格',
  reg_pattern_CHINESE_PUNCT: '{{min}}–{{max}} 个汉字或标点',
  reg_pattern_DATE_YYYY_MM_DD: '日期格式为 yyyy-MM-dd',
  reg_pattern_DATE_MM_DD_YYYY: '日期格式为 MM-dd-yyyy',
  reg_pattern_DATE_DD_MM_YYYY: '日期格式为 dd-mm-yyyy',
  reg_pattern_KOREAN: '仅限 {{min}}–{{max}} 个韩文字符',
  reg_pattern_THAI: '仅限 {{min}}–{{max}} 个泰文字符',
  reg_pattern_THAI_EN_SPACES: '{{min}}–{{max}} 个泰文或英文字母和空格',
  reg_pattern_UPPER_SPACES: '{{min}}–{{max}} 个大写字母和空格',
  reg_pattern_ALNUM_SYMBOLS: '{{min}}–{{max}} 位字母、数字和符号',
  reg_pattern_UPPER_LOWER_DIGIT_SYMBOL: '{{min}}–{{max}} 个字符，至少包含一个大写字母、小写字母、数字和符号',
  reg_pattern_FIRST_LAST_NAME: '姓和名之间用空格分隔',
  reg_pattern_FULLWIDTH_JAPANESE: '{{min}}–{{max}} 个全角日文字符',
  reg_pattern_UPPER_NO_SPACES: '{{min}}–{{max}} 个大写字母，不含空格',
};

export default texts;
