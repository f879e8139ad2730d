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

/** The agent login page is in Chinese in every language (SPEC §1), so both bundles carry the same text. */
const AGENT_TEXT = {
  agent_title: '代理登录',
  agent_username: '用户名',
  agent_password: '密码',
  agent_submit: '登录',
  /** The merchant's hours from the permission config, formatted with the agent_cs_ keys below. */
  agent_support: '客服时间：{{hours}}',
  agent_cs_day_1: '周一',
  agent_cs_day_2: '周二',
  agent_cs_day_3: '周三',
  agent_cs_day_4: '周四',
  agent_cs_day_5: '周五',
  agent_cs_day_6: '周六',
  agent_cs_day_7: '周日',
  agent_cs_day_range: '{{from}}至{{to}}',
  agent_cs_day_sep: '、',
  agent_cs_hours: '{{days}} {{from}}–{{to}}（{{zone}}）',
  agent_change_password: '修改密码',
} as const;

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
  ...AGENT_TEXT,
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
    ...AGENT_TEXT,
  } satisfies typeof EN,
});
