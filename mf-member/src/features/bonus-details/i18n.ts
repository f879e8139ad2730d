import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** The bonus details page's texts (member centre `bonusDetails`). */
export const EN = {
  bd_intro: 'Each claimed bonus asks for a turnover (settled bets) before you can withdraw.',
  bd_list: 'Bonuses',
  bd_failed: 'Could not load your bonuses.',
  bd_none: 'No bonuses yet.',
  bd_none_hint: 'Claim a reward in the reward center and its bonus shows here.',
  bd_status_ACTIVE: 'In progress',
  bd_status_COMPLETED: 'Completed',
  bd_source_PROMOTION: 'Promotion',
  bd_source_VIP: 'VIP',
  bd_source_MISSION: 'Mission',
  bd_source_REFERRAL: 'Invite friends',
  bd_amount: 'Bonus',
  bd_turnover: 'Turnover',
  bd_progress: 'Turnover progress of {{title}}',
  bd_no_turnover: 'No turnover required',
  bd_claimed: 'Claimed {{time}}',
};

addBundles(NS, {
  EN,
  TY: {
    bd_intro: 'Mỗi khoản thưởng đã nhận yêu cầu doanh thu cược (cược đã quyết toán) trước khi bạn có thể rút tiền.',
    bd_list: 'Tiền thưởng',
    bd_failed: 'Không tải được tiền thưởng của bạn.',
    bd_none: 'Chưa có tiền thưởng.',
    bd_none_hint: 'Nhận một phần thưởng trong trung tâm phần thưởng và tiền thưởng sẽ hiện ở đây.',
    bd_status_ACTIVE: 'Đang thực hiện',
    bd_status_COMPLETED: 'Hoàn thành',
    bd_source_PROMOTION: 'Khuyến mãi',
    bd_source_VIP: 'VIP',
    bd_source_MISSION: 'Nhiệm vụ',
    bd_source_REFERRAL: 'Mời bạn bè',
    bd_amount: 'Tiền thưởng',
    bd_turnover: 'Doanh thu cược',
    bd_progress: 'Tiến độ doanh thu cược của {{title}}',
    bd_no_turnover: 'Không yêu cầu doanh thu cược',
    bd_claimed: 'Nhận lúc {{time}}',
  } satisfies typeof EN,
});
