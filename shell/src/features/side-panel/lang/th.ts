import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The right-hand panel's titles in Thai. */
const texts: Texts<typeof EN> = {
  panel_deposit: 'ฝากเงิน',
  panel_withdraw: 'ถอนเงิน',
  panel_messages: 'ข้อความจากแพลตฟอร์ม',
};

export default texts;
