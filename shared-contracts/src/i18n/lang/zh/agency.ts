import type { Texts } from '../../languages';
import type { AGENCY_EN } from '../../agency';

/** The texts of agency.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof AGENCY_EN> = {
  err_agent_only: '只有代理才能使用代理中心',
  err_not_in_team: '该账户不在您的团队中',
  err_not_direct_downline: '契约只能签给您的直属下级',
  err_downline_not_agent: '契约只能签给代理',
  err_contract_not_found: '未找到该契约',
  err_contract_state: '该契约已无法修改，请刷新',
  err_contract_conflict: '该比例低于该下级与其团队所签的契约：需同意终止这些契约才能继续',
  err_no_own_contract: '您须先拥有同类型的有效契约，才能签给下级',
  err_rate_above_own: '比例不能高于您自己契约的比例',
  err_move_cycle: '该新上级在此会员自己的团队中：请选择团队之外的代理',
  err_upline_not_agent: '新上级必须是代理',
  err_same_upline: '该会员已在此上级之下',
};

export default texts;
