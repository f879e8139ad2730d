import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The wallet texts in Korean. */
const texts: Texts<typeof EN> = {
  main_wallet: '메인 지갑',
  single_wallet: '단일 지갑: 모든 게임을 메인 지갑으로 플레이합니다.',
  transfer_direction: '방향',
  transfer_in: '메인 지갑 → 게임 지갑',
  transfer_out: '게임 지갑 → 메인 지갑',
  transfer_vendor: '게임 지갑',
  transfer_amount: '금액',
  transfer_submit: '이동',
  balance_failed: '잔액을 불러올 수 없습니다.',
  wallets_title: '게임 지갑',
  wallets_none: '아직 게임 지갑이 없습니다.',
  transfer_title: '지갑 이동',
};

export default texts;
