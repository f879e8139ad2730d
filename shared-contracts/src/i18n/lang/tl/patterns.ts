import type { PATTERN_MESSAGES_EN } from '../../patterns';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' patterns.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof PATTERN_MESSAGES_EN> = {
  reg_pattern_ANY: '{{min}}–{{max}} na character',
  reg_pattern_LETTER_FIRST_ALNUM: '{{min}}–{{max}} na letra o digit, nagsisimula sa letra',
  reg_pattern_KANJI_DIGITS: '{{min}}–{{max}} na kanji o digit',
  reg_pattern_EMAIL: 'Maglagay ng wastong e-mail address',
  reg_pattern_ALNUM: '{{min}}–{{max}} na letra o digit lang',
  reg_pattern_ALNUM_BOTH: '{{min}}–{{max}} na character na may letra at digit',
  reg_pattern_DIGITS: '{{min}}–{{max}} na digit lang',
  reg_pattern_ALNUM_UPPER: '{{min}}–{{max}} na letra at digit, may kahit isang malaking titik',
  reg_pattern_EN_LETTERS_SPACES: '{{min}}–{{max}} na letrang Ingles at espasyo',
  reg_pattern_NO_SPACES: '{{min}}–{{max}} na character na walang espasyo',
  reg_pattern_CHINESE_PUNCT: '{{min}}–{{max}} na Chinese character o bantas',
  reg_pattern_DATE_YYYY_MM_DD: 'Petsa bilang yyyy-MM-dd',
  reg_pattern_DATE_MM_DD_YYYY: 'Petsa bilang MM-dd-yyyy',
  reg_pattern_DATE_DD_MM_YYYY: 'Petsa bilang dd-mm-yyyy',
  reg_pattern_KOREAN: '{{min}}–{{max}} na Korean character lang',
  reg_pattern_THAI: '{{min}}–{{max}} na Thai character lang',
  reg_pattern_THAI_EN_SPACES: '{{min}}–{{max}} na letrang Thai o Ingles at espasyo',
  reg_pattern_UPPER_SPACES: '{{min}}–{{max}} na malalaking titik at espasyo',
  reg_pattern_ALNUM_SYMBOLS: '{{min}}–{{max}} na letra, digit at simbolo',
  reg_pattern_UPPER_LOWER_DIGIT_SYMBOL:
    '{{min}}–{{max}} na character na may kahit isang malaking titik, maliit na titik, digit at simbolo',
  reg_pattern_FIRST_LAST_NAME: 'Pangalan at apelyido na pinaghihiwalay ng espasyo',
  reg_pattern_FULLWIDTH_JAPANESE: '{{min}}–{{max}} na full-width na Japanese character',
  reg_pattern_UPPER_NO_SPACES: '{{min}}–{{max}} na malalaking titik na walang espasyo',
};

export default texts;
