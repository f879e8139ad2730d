import type { Texts } from '../../languages';
import type { AGENCY_EN } from '../../agency';

/** The agency texts of the `common` namespace in Korean. */
const texts: Texts<typeof AGENCY_EN> = {
  err_agent_only: '에이전트만 에이전트 센터를 이용할 수 있습니다',
  err_not_in_team: '이 계정은 회원님의 팀에 속해 있지 않습니다',
  err_not_direct_downline: '계약은 직속 하위 회원에게만 제안할 수 있습니다',
  err_downline_not_agent: '계약은 에이전트에게만 제안할 수 있습니다',
  err_contract_not_found: '계약을 찾을 수 없습니다',
  err_contract_state: '이 계약은 더 이상 변경할 수 없습니다. 새로고침해 주세요',
  err_contract_conflict:
    '이 요율은 해당 하위 회원이 자신의 팀과 맺은 계약보다 낮습니다. 계속하려면 해당 계약의 해지에 동의해 주세요',
  err_no_own_contract: '계약을 제안하려면 먼저 같은 유형의 유효한 계약이 있어야 합니다',
  err_rate_above_own: '요율은 회원님 본인 계약의 요율을 초과할 수 없습니다',
  err_move_cycle: '새 상위가 이 회원 자신의 팀 안에 있습니다. 팀 밖의 에이전트를 선택해 주세요',
  err_upline_not_agent: '새 상위는 에이전트여야 합니다',
  err_same_upline: '이 회원은 이미 이 상위 아래에 있습니다',
};

export default texts;
