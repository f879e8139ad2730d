import type { Language } from 'shared-contracts';

/** The e-mail of a forgotten password, `{password}` the temporary password. */
export const TEMPORARY_PASSWORD_TEXT: Record<Language, string> = {
  EN: 'Your temporary password is {password}. You will be asked to change it when you log in.',
  TY: 'Mật khẩu tạm thời của bạn là {password}. Bạn sẽ được yêu cầu đổi mật khẩu khi đăng nhập.',
  ZH: '您的临时密码是 {password}。登录时系统会要求您修改密码。',
  JA: '仮パスワードは {password} です。ログイン時にパスワードの変更が求められます。',
  TH: 'รหัสผ่านชั่วคราวของคุณคือ {password} ระบบจะให้คุณเปลี่ยนรหัสผ่านเมื่อเข้าสู่ระบบ',
  TL: 'Ang iyong pansamantalang password ay {password}. Hihilingin sa iyong palitan ito pagka-log in mo.',
  KO: '임시 비밀번호는 {password}입니다. 로그인할 때 비밀번호를 변경하라는 안내가 표시됩니다.',
};
