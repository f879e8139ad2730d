import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The wallet feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  main_wallet: 'กระเป๋าเงินหลัก',
  single_wallet: 'กระเป๋าเงินเดียว: ทุกเกมเล่นจากกระเป๋าเงินหลักของคุณ',
  transfer_direction: 'ทิศทาง',
  transfer_in: 'กระเป๋าเงินหลัก → กระเป๋าเกม',
  transfer_out: 'กระเป๋าเกม → กระเป๋าเงินหลัก',
  transfer_vendor: 'กระเป๋าเกม',
  transfer_amount: 'จำนวนเงิน',
  transfer_submit: 'โอนเงิน',
  balance_failed: 'ไม่สามารถโหลดยอดเงินของคุณได้',
  wallets_title: 'กระเป๋าเกม',
  wallets_none: 'ยังไม่มีกระเป๋าเกม',
  transfer_title: 'โอนเงิน',
};

export default texts;
