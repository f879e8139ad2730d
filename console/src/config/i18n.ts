import { addBundles, initI18n } from 'shared-contracts';

/** Namespace `console`, owned by the console: what the frame, the navigation and several pages share. */
export const NS = 'console';

/** The console's languages: EN (default), TY, and Simplified Chinese. */
export const CONSOLE_LANGUAGES = ['EN', 'TY', 'ZH'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
const LANG_KEY = 'ops_lang';

const EN = {
  app_name: 'Back office',
  skip_to_content: 'Skip to content',
  nav_label: 'Back office sections',
  nav_open: 'Open the menu',
  nav_dashboard: 'Dashboard',
  nav_reports: 'Reports',
  nav_games: 'Games',
  nav_engagement: 'Engagement',
  nav_brands: 'Brands',
  nav_money: 'Money settings',
  nav_jobs: 'Jobs',
  nav_lottery: 'Lottery',
  nav_content: 'Content',
  nav_look: 'Brand look',
  nav_settings: 'Settings',
  nav_desk: 'Money desk',
  nav_deposits: 'Deposits',
  nav_withdrawals: 'Withdrawals',
  nav_players: 'Players',
  nav_kyc: 'KYC review',
  nav_feedback: 'Feedback',
  nav_audit: 'Audit log',
  nav_outbox: 'Outbox',
  nav_restricted: 'Restricted persons',
  nav_operators: 'Operators',
  nav_releases: 'Releases',
  nav_account: 'My account',
  sign_out: 'Sign out',
  language: 'Language',
  merchant: 'Merchant',
  all_merchants: 'All merchants',
  role_owner: 'Owner',
  role_admin: 'Admin',
  role_finance: 'Finance',
  role_risk: 'Risk',
  role_support: 'Support',
  role_marketing: 'Marketing',
  role_auditor: 'Auditor',
  export_csv: 'Export CSV',
  refresh: 'Refresh',
  search: 'Search',
  cancel: 'Cancel',
  save: 'Save',
  approve: 'Approve',
  reject: 'Reject',
  reason: 'Reason',
  reason_required: 'Give a reason',
  member: 'Member',
  amount: 'Amount',
  status: 'Status',
  created_at: 'Created',
  actions: 'Actions',
  not_found_title: 'Page not found',
  forbidden_title: 'Your role cannot open this page',
  done: 'Done',
  next_page: 'Older',
  first_page: 'Newest',
};

const TY: typeof EN = {
  app_name: 'Quản trị',
  skip_to_content: 'Chuyển đến nội dung',
  nav_label: 'Các mục quản trị',
  nav_open: 'Mở menu',
  nav_dashboard: 'Tổng quan',
  nav_reports: 'Báo cáo',
  nav_games: 'Trò chơi',
  nav_engagement: 'Tương tác',
  nav_brands: 'Thương hiệu',
  nav_money: 'Cài đặt tiền',
  nav_jobs: 'Tác vụ',
  nav_lottery: 'Xổ số',
  nav_content: 'Nội dung',
  nav_look: 'Giao diện thương hiệu',
  nav_settings: 'Cài đặt',
  nav_desk: 'Bàn duyệt tiền',
  nav_deposits: 'Nạp tiền',
  nav_withdrawals: 'Rút tiền',
  nav_players: 'Người chơi',
  nav_kyc: 'Duyệt KYC',
  nav_feedback: 'Góp ý',
  nav_audit: 'Nhật ký kiểm toán',
  nav_outbox: 'Hộp thư đi',
  nav_restricted: 'Người bị hạn chế',
  nav_operators: 'Nhân viên',
  nav_releases: 'Phát hành',
  nav_account: 'Tài khoản của tôi',
  sign_out: 'Đăng xuất',
  language: 'Ngôn ngữ',
  merchant: 'Thương hiệu',
  all_merchants: 'Tất cả thương hiệu',
  role_owner: 'Chủ sở hữu',
  role_admin: 'Quản trị viên',
  role_finance: 'Tài chính',
  role_risk: 'Rủi ro',
  role_support: 'Hỗ trợ',
  role_marketing: 'Tiếp thị',
  role_auditor: 'Kiểm toán',
  export_csv: 'Xuất CSV',
  refresh: 'Làm mới',
  search: 'Tìm kiếm',
  cancel: 'Hủy',
  save: 'Lưu',
  approve: 'Duyệt',
  reject: 'Từ chối',
  reason: 'Lý do',
  reason_required: 'Nhập lý do',
  member: 'Thành viên',
  amount: 'Số tiền',
  status: 'Trạng thái',
  created_at: 'Thời gian tạo',
  actions: 'Thao tác',
  not_found_title: 'Không tìm thấy trang',
  forbidden_title: 'Vai trò của bạn không mở được trang này',
  done: 'Xong',
  next_page: 'Cũ hơn',
  first_page: 'Mới nhất',
};

const ZH: typeof EN = {
  app_name: '运营后台',
  skip_to_content: '跳到内容',
  nav_label: '后台栏目',
  nav_open: '打开菜单',
  nav_dashboard: '仪表盘',
  nav_reports: '报表',
  nav_games: '游戏',
  nav_engagement: '用户运营',
  nav_brands: '品牌',
  nav_money: '资金设置',
  nav_jobs: '任务',
  nav_lottery: '彩票',
  nav_content: '内容',
  nav_look: '品牌外观',
  nav_settings: '设置',
  nav_desk: '资金审核台',
  nav_deposits: '存款',
  nav_withdrawals: '提款',
  nav_players: '玩家',
  nav_kyc: '实名审核',
  nav_feedback: '玩家反馈',
  nav_audit: '审计日志',
  nav_outbox: '发件箱',
  nav_restricted: '受限人员',
  nav_operators: '操作员',
  nav_releases: '版本发布',
  nav_account: '我的账户',
  sign_out: '退出登录',
  language: '语言',
  merchant: '商户',
  all_merchants: '全部商户',
  role_owner: '平台所有者',
  role_admin: '管理员',
  role_finance: '财务',
  role_risk: '风控',
  role_support: '客服',
  role_marketing: '市场',
  role_auditor: '审计',
  export_csv: '导出 CSV',
  refresh: '刷新',
  search: '搜索',
  cancel: '取消',
  save: '保存',
  approve: '批准',
  reject: '拒绝',
  reason: '原因',
  reason_required: '请填写原因',
  member: '会员',
  amount: '金额',
  status: '状态',
  created_at: '创建时间',
  actions: '操作',
  not_found_title: '页面不存在',
  forbidden_title: '您的角色无法打开此页面',
  done: '完成',
  next_page: '更早',
  first_page: '最新',
};

addBundles(NS, { EN, TY: TY satisfies typeof EN, ZH });

export const isConsoleLanguage = (v: unknown): v is ConsoleLanguage => CONSOLE_LANGUAGES.includes(v as ConsoleLanguage);

/** The language the operator chose last on this browser (EN by default). */
export const savedLanguage = (): ConsoleLanguage => {
  const v = localStorage.getItem(LANG_KEY);
  return isConsoleLanguage(v) ? v : 'EN';
};

/** `<html lang>` of a console language. */
const HTML_LANG: Record<ConsoleLanguage, string> = { EN: 'en', TY: 'vi', ZH: 'zh-Hans' };

export function applyLanguage(lang: ConsoleLanguage): void {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = HTML_LANG[lang];
}

/** Starts i18next with the console's three languages. */
export async function startI18n() {
  const lang = savedLanguage();
  // ZH's `common` texts load on demand like the site's (shared-contracts lang/zh).
  const i18n = await initI18n(lang);
  applyLanguage(lang);
  return i18n;
}
