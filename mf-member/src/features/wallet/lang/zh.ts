import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The wallet feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  main_wallet: '主钱包',
  single_wallet: '单一钱包：所有游戏均使用您的主钱包。',
  transfer_direction: '转账方向',
  transfer_in: '主钱包 → 游戏钱包',
  transfer_out: '游戏钱包 → 主钱包',
  transfer_vendor: '游戏钱包',
  transfer_amount: '金额',
  transfer_submit: '转账',
  balance_failed: '余额加载失败。',
  wallets_title: '游戏钱包',
  wallets_none: '暂无游戏钱包。',
  transfer_title: '额度转换',
};

export default texts;
