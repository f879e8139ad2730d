import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-overview feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  ov_period: '{{from}} – {{to}} (UTC)',
  ov_people: 'ทีม',
  ov_money: 'การเดิมพันและการเงิน',
  ov_members: 'สมาชิก',
  ov_direct_members: 'สมาชิกโดยตรง',
  ov_agents: 'เอเจนต์',
  ov_new_members: 'สมาชิกใหม่',
  ov_active_members: 'สมาชิกที่แอคทีฟ',
  ov_bet_count: 'การเดิมพัน',
  ov_stake: 'ยอดเดิมพัน',
  ov_payout: 'เงินรางวัล',
  ov_profit: 'กำไร/ขาดทุนของทีม',
  ov_deposits: 'ฝากเงิน',
  ov_withdrawals: 'ถอนเงิน',
  ov_failed: 'ไม่สามารถโหลดภาพรวมทีมได้',
};

export default texts;
