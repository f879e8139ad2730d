import type { Texts } from '../../languages';
import type { AGENCY_EN } from '../../agency';

/** The texts of agency.ts in Japanese (namespace `common`). */
const texts: Texts<typeof AGENCY_EN> = {
  err_agent_only: 'エージェントセンターはエージェントのみご利用いただけます',
  err_not_in_team: 'このアカウントはあなたのチームに属していません',
  err_not_direct_downline: '契約は直属のダウンラインにのみ提示できます',
  err_downline_not_agent: '契約はエージェントにのみ提示できます',
  err_contract_not_found: '契約が見つかりません',
  err_contract_state: 'この契約は変更できなくなりました。ページを更新してください',
  err_contract_conflict:
    'このレートはダウンラインがそのチームと結んでいる契約を下回ります。続行するにはそれらの契約の解除に同意してください',
  err_no_own_contract: '契約を提示するには、同じ種類の有効な契約をご自身が持っている必要があります',
  err_rate_above_own: 'レートはご自身の契約のレートを超えられません',
  err_move_cycle: '新しい上位はこの会員自身のチーム内にいます。チーム外の代理店を選んでください',
  err_upline_not_agent: '新しい上位は代理店である必要があります',
  err_same_upline: 'この会員はすでにこの上位の下にいます',
};

export default texts;
