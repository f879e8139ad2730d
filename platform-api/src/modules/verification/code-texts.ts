import type { Language } from 'shared-contracts';

/** The SMS of a LOGIN code (SMS login, password reset by phone), `{code}` the code. */
export const LOGIN_CODE_TEXT: Record<Language, string> = {
  EN: 'Your login code is {code}',
  TY: 'Mã đăng nhập của bạn là {code}',
  ZH: '您的登录验证码是 {code}',
  JA: 'ログイン認証コードは {code} です',
  TH: 'รหัสเข้าสู่ระบบของคุณคือ {code}',
  TL: 'Ang iyong login code ay {code}',
  KO: '로그인 인증번호는 {code}입니다',
};
