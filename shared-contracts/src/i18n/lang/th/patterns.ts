import type { Texts } from '../../languages';
import type { PATTERN_MESSAGES_EN } from '../../patterns';

/** Messages of the register patterns in Thai. */
const texts: Texts<typeof PATTERN_MESSAGES_EN> = {
  reg_pattern_ANY: '{{min}}–{{max}} ตัวอักษร',
  reg_pattern_LETTER_FIRST_ALNUM: 'ตัวอักษรหรือตัวเลข {{min}}–{{max}} ตัว ขึ้นต้นด้วยตัวอักษร',
  reg_pattern_KANJI_DIGITS: 'ตัวคันจิหรือตัวเลข {{min}}–{{max}} ตัว',
  reg_pattern_EMAIL: 'กรุณากรอกอีเมลที่ถูกต้อง',
  reg_pattern_ALNUM: 'ตัวอักษรหรือตัวเลขเท่านั้น {{min}}–{{max}} ตัว',
  reg_pattern_ALNUM_BOTH: '{{min}}–{{max}} ตัว ต้องมีทั้งตัวอักษรและตัวเลข',
  reg_pattern_DIGITS: 'ตัวเลขเท่านั้น {{min}}–{{max}} หลัก',
  reg_pattern_ALNUM_UPPER: 'ตัวอักษรและตัวเลข {{min}}–{{max}} ตัว มีตัวพิมพ์ใหญ่อย่างน้อยหนึ่งตัว',
  reg_pattern_EN_LETTERS_SPACES: 'ตัวอักษรภาษาอังกฤษและช่องว่าง {{min}}–{{max}} ตัว',
  reg_pattern_NO_SPACES: '{{min}}–{{max}} ตัว ห้ามมีช่องว่าง',
  reg_pattern_CHINESE_PUNCT: 'อักษรจีนหรือเครื่องหมายวรรคตอน {{min}}–{{max}} ตัว',
  reg_pattern_DATE_YYYY_MM_DD: 'วันที่ในรูปแบบ yyyy-MM-dd',
  reg_pattern_DATE_MM_DD_YYYY: 'วันที่ในรูปแบบ MM-dd-yyyy',
  reg_pattern_DATE_DD_MM_YYYY: 'วันที่ในรูปแบบ dd-mm-yyyy',
  reg_pattern_KOREAN: 'อักษรเกาหลีเท่านั้น {{min}}–{{max}} ตัว',
  reg_pattern_THAI: 'อักษรไทยเท่านั้น {{min}}–{{max}} ตัว',
  reg_pattern_THAI_EN_SPACES: 'อักษรไทยหรืออังกฤษและช่องว่าง {{min}}–{{max}} ตัว',
  reg_pattern_UPPER_SPACES: 'ตัวพิมพ์ใหญ่และช่องว่าง {{min}}–{{max}} ตัว',
  reg_pattern_ALNUM_SYMBOLS: 'ตัวอักษร ตัวเลข และสัญลักษณ์ {{min}}–{{max}} ตัว',
  reg_pattern_UPPER_LOWER_DIGIT_SYMBOL: '{{min}}–{{max}} ตัว มีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และสัญลักษณ์อย่างละอย่างน้อยหนึ่งตัว',
  reg_pattern_FIRST_LAST_NAME: 'ชื่อและนามสกุล คั่นด้วยช่องว่าง',
  reg_pattern_FULLWIDTH_JAPANESE: 'อักษรญี่ปุ่นแบบเต็มความกว้าง {{min}}–{{max}} ตัว',
  reg_pattern_UPPER_NO_SPACES: 'ตัวพิมพ์ใหญ่ {{min}}–{{max}} ตัว ห้ามมีช่องว่าง',
};

export default texts;
