import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The agency module's codes: invitation codes, transfers, the agent centre's team scope and contracts. */
export const AGENCY_ERRORS = defineErrors({
  INVITATION_CODE_INVALID: { status: 400, message: 'invitation_code_error' },
  NO_UPLINE: { status: 400, message: 'err_no_upline' },
  // The agent centre's calls: agents only; an account outside the caller's team reads as absent.
  AGENT_ONLY: { status: 403, message: 'err_agent_only' },
  NOT_IN_TEAM: { status: 404, message: 'err_not_in_team' },
  NOT_DIRECT_DOWNLINE: { status: 400, message: 'err_not_direct_downline' },
  DOWNLINE_NOT_AGENT: { status: 400, message: 'err_downline_not_agent' },
  DOWNLINE_USERNAME_TAKEN: { status: 400, message: 'err_username_taken' },
  // Contracts (SPEC §4).
  CONTRACT_NOT_FOUND: { status: 404, message: 'err_contract_not_found' },
  CONTRACT_STATE: { status: 409, message: 'err_contract_state' },
  CONTRACT_CONFLICT: { status: 409, message: 'err_contract_conflict' },
  NO_OWN_CONTRACT: { status: 400, message: 'err_no_own_contract' },
  RATE_ABOVE_OWN: { status: 400, message: 'err_rate_above_own' },
  CONTRACT_TYPE_OFF: { status: 400, message: 'err_not_enabled' },
  // The console's moves (issue 29): below an agent, outside the member's own subtree, somewhere new.
  MOVE_CYCLE: { status: 409, message: 'err_move_cycle' },
  UPLINE_NOT_AGENT: { status: 400, message: 'err_upline_not_agent' },
  SAME_UPLINE: { status: 409, message: 'err_same_upline' },
});

export const agencyError = errorFactory(AGENCY_ERRORS);
