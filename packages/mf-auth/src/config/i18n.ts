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
    ...AGENT_TEXT,
  },
});
