/** Texts of the agency module's codes (ADR 0008), merged into the `common` namespace. */
export const AGENCY_EN = {
  err_agent_only: 'Only agents can use the agent center',
  err_not_in_team: 'This account is not in your team',
  err_not_direct_downline: 'Contracts are offered to your direct downline only',
  err_downline_not_agent: 'Contracts are offered to agents only',
  err_contract_not_found: 'Contract not found',
  err_contract_state: 'This contract cannot be changed any more, please refresh',
  err_contract_conflict:
    "This rate is below the downline's own contracts with its team: agree to terminate them to continue",
  err_no_own_contract: 'You need an active contract of this type before offering one',
  err_rate_above_own: 'The rate cannot exceed the rate of your own contract',
  err_move_cycle: "The new upline is in this member's own team: choose an agent outside it",
  err_upline_not_agent: 'The new upline must be an agent',
  err_same_upline: 'The member is already below this upline',
};

export const AGENCY_TY: typeof AGENCY_EN = {
  err_agent_only: 'Chỉ đại lý mới dùng được trung tâm đại lý',
  err_not_in_team: 'Tài khoản này không thuộc đội nhóm của bạn',
  err_not_direct_downline: 'Chỉ ký hợp đồng với tuyến dưới trực tiếp',
  err_downline_not_agent: 'Chỉ ký hợp đồng với đại lý',
  err_contract_not_found: 'Không tìm thấy hợp đồng',
  err_contract_state: 'Không thể thay đổi hợp đồng này nữa, vui lòng tải lại',
  err_contract_conflict:
    'Tỷ lệ này thấp hơn hợp đồng của tuyến dưới với đội nhóm của họ: hãy đồng ý chấm dứt các hợp đồng đó để tiếp tục',
  err_no_own_contract: 'Bạn cần có hợp đồng loại này đang hiệu lực trước khi đề nghị',
  err_rate_above_own: 'Tỷ lệ không được vượt quá tỷ lệ trong hợp đồng của bạn',
  err_move_cycle: 'Tuyến trên mới nằm trong đội nhóm của chính thành viên này: hãy chọn đại lý bên ngoài',
  err_upline_not_agent: 'Tuyến trên mới phải là đại lý',
  err_same_upline: 'Thành viên đã ở dưới tuyến trên này',
};
