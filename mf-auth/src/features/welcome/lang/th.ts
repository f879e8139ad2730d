import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  welcome_text: 'บัญชีของคุณพร้อมใช้งานแล้ว ปกป้องบัญชีตอนนี้เลย: คำถามความปลอดภัยและรหัสผ่านการเงินช่วยให้เงินของคุณปลอดภัย',
  welcome_question: 'ตั้งคำถามความปลอดภัย',
  welcome_fund_password: 'ตั้งรหัสผ่านการเงิน',
  welcome_later: 'ไว้ภายหลัง',
};

export default texts;
