import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The transfer-upline texts in Korean. */
const texts: Texts<typeof EN> = {
  upline_title: '내 상위 에이전트',
  upline_none: '상위 에이전트가 없는 계정입니다.',
  upline_none_hint: '에이전트를 통해 가입한 계정만 상위 에이전트에게 이체할 수 있습니다.',
  upline_failed: '상위 에이전트 정보를 불러올 수 없습니다.',
  upline_amount: '금액',
  upline_fund_password: '자금 비밀번호',
  upline_submit: '상위 에이전트에게 이체',
  upline_done: '{{account}}님에게 {{amount}} {{currency}}을(를) 이체했습니다.',
  upline_need_fund_password: '먼저 출금 페이지에서 자금 비밀번호를 설정하세요. 이체할 때마다 필요합니다.',
  upline_set_fund_password: '자금 비밀번호 설정',
  upline_amount_over: '금액이 잔액보다 많습니다',
  upline_fund_wrong_one: '자금 비밀번호가 올바르지 않습니다: 이체와 출금이 제한되기 전까지 {{count}}회 남았습니다',
  upline_fund_wrong_other: '자금 비밀번호가 올바르지 않습니다: 이체와 출금이 제한되기 전까지 {{count}}회 남았습니다',
};

export default texts;
