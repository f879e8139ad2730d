import { addBundles } from 'shared-contracts';

/** Namespace `sign_in` (the console's sign-in). */
export const NS = 'sign_in';

const EN = {
  title: 'Sign in to the back office',
  username: 'Username',
  password: 'Password',
  continue: 'Continue',
  code: 'Authenticator code',
  code_hint: 'The 6-digit code your authenticator app shows now.',
  code_invalid: 'Enter the 6 digits',
  recovery_code: 'Recovery code',
  use_recovery: 'Use a recovery code instead',
  use_code: 'Use the authenticator code',
  verify: 'Verify and sign in',
  back: 'Start again',
  enrol_title: 'Set up two-step sign-in',
  enrol_intro:
    'Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy …), then enter the code it shows.',
  enrol_secret: 'Or enter this key by hand',
  enrol_qr: 'QR code of your authenticator key',
  recovery_title: 'Recovery codes',
  recovery_intro:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
};

addBundles(NS, {
  EN,
  TY: {
    title: 'Đăng nhập quản trị',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    continue: 'Tiếp tục',
    code: 'Mã xác thực',
    code_hint: 'Mã 6 chữ số ứng dụng xác thực đang hiển thị.',
    code_invalid: 'Nhập 6 chữ số',
    recovery_code: 'Mã khôi phục',
    use_recovery: 'Dùng mã khôi phục',
    use_code: 'Dùng mã xác thực',
    verify: 'Xác minh và đăng nhập',
    back: 'Làm lại',
    enrol_title: 'Thiết lập đăng nhập hai bước',
    enrol_intro: 'Quét mã QR bằng ứng dụng xác thực (Google Authenticator, 1Password, Authy …), rồi nhập mã hiển thị.',
    enrol_secret: 'Hoặc nhập khóa này thủ công',
    enrol_qr: 'Mã QR của khóa xác thực',
    recovery_title: 'Mã khôi phục',
    recovery_intro:
      'Mỗi mã đăng nhập được một lần nếu bạn mất điện thoại. Hãy cất giữ an toàn: chúng chỉ hiện lúc này.',
  } satisfies typeof EN,
  ZH: {
    title: '登录运营后台',
    username: '用户名',
    password: '密码',
    continue: '继续',
    code: '验证器代码',
    code_hint: '验证器应用当前显示的 6 位数字。',
    code_invalid: '请输入 6 位数字',
    recovery_code: '恢复码',
    use_recovery: '改用恢复码',
    use_code: '使用验证器代码',
    verify: '验证并登录',
    back: '重新开始',
    enrol_title: '设置两步登录',
    enrol_intro: '用验证器应用（Google Authenticator、1Password、Authy 等）扫描此二维码，然后输入显示的代码。',
    enrol_secret: '或手动输入此密钥',
    enrol_qr: '验证器密钥的二维码',
    recovery_title: '恢复码',
    recovery_intro: '手机丢失时，每个恢复码可登录一次。请妥善保存：它们只显示这一次。',
  } satisfies typeof EN,
});
