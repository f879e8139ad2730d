import type { Texts } from '../../languages';
import type { LOTTERY_EN } from '../../lottery';

/** Lottery errors in Thai. */
const texts: Texts<typeof LOTTERY_EN> = {
  err_lottery_draw_closed: 'งวดนี้ปิดรับแทงแล้ว กรุณาแทงงวดถัดไป',
  err_lottery_liability_cap: 'เลขนี้เต็มวงเงินรับแทงของงวดนี้แล้ว กรุณาเลือกเลขอื่น',
  err_lottery_prize_mode: 'เกมนี้ไม่เปิดให้เล่นในโหมดรางวัลที่เลือก',
  err_lottery_draw_not_found: 'ไม่พบงวด',
  err_lottery_bet_type: 'ประเภทการแทงนี้ไม่มีในเกมนี้',
  err_lottery_numbers: 'กรุณาตรวจสอบตัวเลข: จำนวนหลักถูกต้อง ไม่ซ้ำกัน และครบตามจำนวนที่กำหนด',
  err_lottery_unit: 'เงินเดิมพันต่อเลขอยู่นอกขีดจำกัดที่อนุญาต',
  err_lottery_multiplier: 'ตัวคูณต้องอยู่ระหว่าง 1 ถึง 100',
  err_lottery_draw_not_cancellable: 'ไม่สามารถยกเลิกงวดนี้ได้แล้ว เนื่องจากออกผลไปแล้ว',
};

export default texts;
