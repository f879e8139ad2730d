import { addBundles } from 'shared-contracts';

/** Namespace `deposits` (the console's bank-transfer review). */
export const NS = 'deposits';

const EN = {
  title: 'Bank-transfer deposits',
  status_filter: 'Status',
  status_PENDING: 'Waiting for review',
  status_SUCCESS: 'Credited',
  status_REJECTED: 'Rejected',
  id: 'No.',
  payer: 'Payer',
  method: 'Method',
  receipt: 'Receipt',
  open_receipt: 'Open receipt',
  approved: 'Deposit {{id}} credited',
  rejected: 'Deposit {{id}} rejected',
  reject_title: 'Reject deposit {{id}}',
  empty: 'No deposits wait for review',
};

addBundles(NS, {
  EN,
  TY: {
    title: 'Nạp tiền chuyển khoản',
    status_filter: 'Trạng thái',
    status_PENDING: 'Chờ duyệt',
    status_SUCCESS: 'Đã cộng tiền',
    status_REJECTED: 'Đã từ chối',
    id: 'Số',
    payer: 'Người chuyển',
    method: 'Phương thức',
    receipt: 'Biên lai',
    open_receipt: 'Mở biên lai',
    approved: 'Đã cộng khoản nạp {{id}}',
    rejected: 'Đã từ chối khoản nạp {{id}}',
    reject_title: 'Từ chối khoản nạp {{id}}',
    empty: 'Không có khoản nạp nào chờ duyệt',
  } satisfies typeof EN,
  ZH: {
    title: '银行转账存款',
    status_filter: '状态',
    status_PENDING: '待审核',
    status_SUCCESS: '已入账',
    status_REJECTED: '已拒绝',
    id: '编号',
    payer: '付款人',
    method: '方式',
    receipt: '凭证',
    open_receipt: '查看凭证',
    approved: '存款 {{id}} 已入账',
    rejected: '存款 {{id}} 已拒绝',
    reject_title: '拒绝存款 {{id}}',
    empty: '没有待审核的存款',
  } satisfies typeof EN,
});
