import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-transactions texts in Korean. */
const texts: Texts<typeof EN> = {
  ledger_none: '이 기간에 팀 계정 변동 내역이 없습니다.',
  ledger_none_hint: '팀의 입금, 베팅, 당첨금, 이체, 출금 내역이 여기에 표시됩니다.',
  ledger_failed: '팀 계정 내역을 불러올 수 없습니다.',
};

export default texts;
