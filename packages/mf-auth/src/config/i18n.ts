import { addBundles } from 'shared-contracts';

/** Namespace `auth`, owned by mf-auth. */
export const NS = 'auth';

/** The agent login page is in Chinese in every language (SPEC §1), so both bundles carry the same text. */
const AGENT_TEXT = {
  agent_title: '代理登录',
  agent_username: '用户名',
  agent_password: '密码',
  agent_submit: '登录',
  agent_support: '客服时间：周一至周五 12:00–21:00',
  agent_change_password: '修改密码',
} as const;

addBundles(NS, {
  EN: {
    login: 'Login',
    register: 'Sign up',
    forgetPass: 'Forgot password',
    changePass: 'Change password',
    securityQuestions: 'Security question',
    disclaimer: 'Disclaimer',
    username: 'Username',
    password: 'Password',
    no_account: 'No account yet?',
    have_account: 'Already have an account?',
    forgot_link: 'Forgot password?',
    v_username_password: 'Please enter the username and password',
    show_password: 'Show password',
    hide_password: 'Hide password',
    captcha: 'Verification code',
    captcha_refresh: 'Click to refresh the code',
    remember_me: 'Remember me',
    disclaimer_accept: 'I am of legal age and accept the disclaimer, terms and privacy notice',
    ...AGENT_TEXT,
  },
  TY: {
    login: 'Đăng nhập',
    register: 'Đăng ký',
    forgetPass: 'Quên mật khẩu',
    changePass: 'Đổi mật khẩu',
    securityQuestions: 'Câu hỏi bảo mật',
    disclaimer: 'Miễn trừ trách nhiệm',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    no_account: 'Chưa có tài khoản?',
    have_account: 'Đã có tài khoản?',
    forgot_link: 'Quên mật khẩu?',
    v_username_password: 'Vui lòng nhập tên đăng nhập và mật khẩu',
    show_password: 'Hiện mật khẩu',
    hide_password: 'Ẩn mật khẩu',
    captcha: 'Mã xác minh',
    captcha_refresh: 'Nhấn để đổi mã',
    remember_me: 'Ghi nhớ đăng nhập',
    disclaimer_accept: 'Tôi đủ tuổi hợp pháp và chấp nhận điều khoản miễn trừ, điều khoản và chính sách bảo mật',
    ...AGENT_TEXT,
  },
});
