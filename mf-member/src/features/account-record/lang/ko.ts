import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account-record texts in Korean. */
const texts: Texts<typeof EN> = {
  ledger_held: '보류 중',
  ledger_held_hint: '운영자가 처리할 때까지 출금을 위해 보류된 금액',
  ledger_none: '이 기간에 계정 변동 내역이 없습니다.',
  ledger_none_hint: '입금, 베팅, 당첨금, 출금 내역이 여기에 표시됩니다.',
  ledger_failed: '계정 내역을 불러올 수 없습니다.',
};

export default texts;
