import { addBundles } from 'shared-contracts';

/** Namespace `audit` (the console's audit log). */
export const NS = 'audit';

const EN = {
  title: 'Audit log',
  actor: 'Operator',
  action: 'Action',
  action_hint: 'An action or its start: deposit. lists every deposit decision',
  at: 'Time',
  role: 'Role',
  subject: 'Subject',
  ip: 'Address',
  change: 'Change',
  verify: 'Verify the chain',
  verified: 'The chain is intact: {{count}} entries checked',
  broken: 'The chain is broken at entry {{seq}} ({{why}})',
  empty: 'No entries match',
};

addBundles(NS, {
  EN,
  TY: {
    title: 'Nhật ký kiểm toán',
    actor: 'Nhân viên',
    action: 'Thao tác',
    action_hint: 'Một thao tác hoặc phần đầu: deposit. liệt kê mọi quyết định nạp tiền',
    at: 'Thời gian',
    role: 'Vai trò',
    subject: 'Đối tượng',
    ip: 'Địa chỉ',
    change: 'Thay đổi',
    verify: 'Kiểm tra chuỗi',
    verified: 'Chuỗi còn nguyên vẹn: đã kiểm tra {{count}} mục',
    broken: 'Chuỗi bị đứt tại mục {{seq}} ({{why}})',
    empty: 'Không có mục nào phù hợp',
  } satisfies typeof EN,
  ZH: {
    title: '审计日志',
    actor: '操作员',
    action: '操作',
    action_hint: '操作名或其前缀：deposit. 列出所有存款决定',
    at: '时间',
    role: '角色',
    subject: '对象',
    ip: '地址',
    change: '变更',
    verify: '校验哈希链',
    verified: '哈希链完整：已校验 {{count}} 条',
    broken: '哈希链在第 {{seq}} 条断开（{{why}}）',
    empty: '没有匹配的记录',
  } satisfies typeof EN,
});
