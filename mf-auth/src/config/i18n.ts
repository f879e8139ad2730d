import { addBundles, addLanguageLoaders } from 'shared-contracts';

/** Namespace `auth`, owned by mf-auth. */
export const NS = 'auth';

// The lazy languages (SPEC §1): each its own chunk, loaded when a player chooses it.
addLanguageLoaders(NS, {
  ZH: () => import(/* webpackChunkName: "lang-zh" */ '../lang/zh'),
  JA: () => import(/* webpackChunkName: "lang-ja" */ '../lang/ja'),
  TH: () => import(/* webpackChunkName: "lang-th" */ '../lang/th'),
  TL: () => import(/* webpackChunkName: "lang-tl" */ '../lang/tl'),
  KO: () => import(/* webpackChunkName: "lang-ko" */ '../lang/ko'),
});

/**
 * The agent login page's texts (SPEC §1: the page opens in Chinese, app/agent-login.tsx switches to ZH unless the
 * visitor chose a language; the ZH dictionary carries the Chinese).
 */
const AGENT_EN = {
  agent_title: 'Agent login',
  agent_username: 'Username',
  agent_password: 'Password',
  agent_submit: 'Log in',
  /** The merchant's hours from the permission config, formatted with the agent_cs_ keys below. */
  agent_support: 'Customer service: {{hours}}',
  agent_cs_day_1: 'Mon',
  agent_cs_day_2: 'Tue',
  agent_cs_day_3: 'Wed',
  agent_cs_day_4: 'Thu',
  agent_cs_day_5: 'Fri',
  agent_cs_day_6: 'Sat',
  agent_cs_day_7: 'Sun',
  agent_cs_day_range: '{{from}} to {{to}}',
  agent_cs_day_sep: ', ',
  agent_cs_hours: '{{days}} {{from}}–{{to}} ({{zone}})',
  agent_change_password: 'Change password',
};

const AGENT_TY: typeof AGENT_EN = {
  agent_title: 'Đăng nhập đại lý',
  agent_username: 'Tên đăng nhập',
  agent_password: 'Mật khẩu',
  agent_submit: 'Đăng nhập',
  agent_support: 'Chăm sóc khách hàng: {{hours}}',
  agent_cs_day_1: 'Thứ 2',
  agent_cs_day_2: 'Thứ 3',
  agent_cs_day_3: 'Thứ 4',
  agent_cs_day_4: 'Thứ 5',
  agent_cs_day_5: 'Thứ 6',
  agent_cs_day_6: 'Thứ 7',
  agent_cs_day_7: 'Chủ nhật',
  agent_cs_day_range: '{{from}} đến {{to}}',
  agent_cs_day_sep: ', ',
  agent_cs_hours: '{{days}} {{from}}–{{to}} ({{zone}})',
  agent_change_password: 'Đổi mật khẩu',
};

/** The strings more than one part of mf-auth uses (app/, several features, lib/). */
export const EN = {
  login: 'Login',
  register: 'Sign up',
  forgetPass: 'Forgot password',
  changePass: 'Change password',
  securityQuestions: 'Security question',
  disclaimer: 'Disclaimer',
  username: 'Username',
  password: 'Password',
  have_account: 'Already have an account?',
  v_username_password: 'Please enter the username and password',
  show_password: 'Show password',
  hide_password: 'Hide password',
  captcha: 'Verification code',
  remember_me: 'Remember me',
  new_password: 'New password',
  email: 'E-mail',
  tab_username: 'Username',
  tab_sms: 'Mobile',
  login_tabs: 'Log in with',
  v_code_required: 'Please enter a valid verification code',
  disclaimer_accept: 'I am of legal age and accept the disclaimer, terms and privacy notice',
  verifyIdentity: 'Verify your identity',
  welcome: 'Welcome',
  ...AGENT_EN,
};

addBundles(NS, {
  EN,
  TY: {
    login: 'Đăng nhập',
    register: 'Đăng ký',
    forgetPass: 'Quên mật khẩu',
    changePass: 'Đổi mật khẩu',
    securityQuestions: 'Câu hỏi bảo mật',
    disclaimer: 'Miễn trừ trách nhiệm',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    have_account: 'Đã có tài khoản?',
    v_username_password: 'Vui lòng nhập tên đăng nhập và mật khẩu',
    show_password: 'Hiện mật khẩu',
    hide_password: 'Ẩn mật khẩu',
    captcha: 'Mã xác minh',
    remember_me: 'Ghi nhớ đăng nhập',
    new_password: 'Mật khẩu mới',
    email: 'E-mail',
    tab_username: 'Tên đăng nhập',
    tab_sms: 'Di động',
    login_tabs: 'Đăng nhập bằng',
    v_code_required: 'Vui lòng nhập mã xác minh hợp lệ',
    disclaimer_accept: 'Tôi đủ tuổi hợp pháp và chấp nhận điều khoản miễn trừ, điều khoản và chính sách bảo mật',
    verifyIdentity: 'Xác minh danh tính',
    welcome: 'Chào mừng',
    ...AGENT_TY,
  } satisfies typeof EN,
});
