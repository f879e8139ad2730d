import type { Language } from 'shared-contracts';

/** The SMS of a REGISTER code, `{code}` the code. */
export const REGISTER_CODE_TEXT: Record<Language, string> = {
  EN: 'Your registration code is {code}',
  TY: 'Mã đăng ký của bạn là {code}',
  ZH: '您的注册验证码是 {code}',
  JA: '会員登録の認証コードは {code} です',
  TH: 'รหัสลงทะเบียนของคุณคือ {code}',
  TL: 'Ang iyong registration code ay {code}',
  KO: '회원가입 인증번호는 {code}입니다',
};
