import type { Texts } from '../../languages';
import type { PATTERN_MESSAGES_EN } from '../../patterns';

/** The texts of patterns.ts in Japanese (namespace `common`). */
const texts: Texts<typeof PATTERN_MESSAGES_EN> = {
  reg_pattern_ANY: '{{min}}〜{{max}}文字',
  reg_pattern_LETTER_FIRST_ALNUM: '英字で始まる{{min}}〜{{max}}文字の英数字',
  reg_pattern_KANJI_DIGITS: '{{min}}〜{{max}}文字の漢字または数字',
  reg_pattern_EMAIL: '有効なメールアドレスを入力してください',
  reg_pattern_ALNUM: '{{min}}〜{{max}}文字の英数字のみ',
  reg_pattern_ALNUM_BOTH: '英字と数字の両方を含む{{min}}〜{{max}}文字',
  reg_pattern_DIGITS: '{{min}}〜{{max}}桁の数字のみ',
  reg_pattern_ALNUM_UPPER: '大文字を1文字以上含む{{min}}〜{{max}}文字の英数字',
  reg_pattern_EN_LETTERS_SPACES: '{{min}}〜{{max}}文字の英字とスペース',
  reg_pattern_NO_SPACES: 'スペースを含まない{{min}}〜{{max}}文字',
  reg_pattern_CHINESE_PUNCT: '{{min}}〜{{max}}文字の中国語または句読点',
  reg_pattern_DATE_YYYY_MM_DD: '日付（yyyy-MM-dd形式）',
  reg_pattern_DATE_MM_DD_YYYY: '日付（MM-dd-yyyy形式）',
  reg_pattern_DATE_DD_MM_YYYY: '日付（dd-mm-yyyy形式）',
  reg_pattern_KOREAN: '{{min}}〜{{max}}文字の韓国語のみ',
  reg_pattern_THAI: '{{min}}〜{{max}}文字のタイ語のみ',
  reg_pattern_THAI_EN_SPACES: '{{min}}〜{{max}}文字のタイ語または英字とスペース',
  reg_pattern_UPPER_SPACES: '{{min}}〜{{max}}文字の大文字とスペース',
  reg_pattern_ALNUM_SYMBOLS: '{{min}}〜{{max}}文字の英字・数字・記号',
  reg_pattern_UPPER_LOWER_DIGIT_SYMBOL: '大文字・小文字・数字・記号をそれぞれ1文字以上含む{{min}}〜{{max}}文字',
  reg_pattern_FIRST_LAST_NAME: '名と姓をスペースで区切って入力',
  reg_pattern_FULLWIDTH_JAPANESE: '{{min}}〜{{max}}文字の全角日本語',
  reg_pattern_UPPER_NO_SPACES: 'スペースなしの{{min}}〜{{max}}文字の大文字',
};

export default texts;
