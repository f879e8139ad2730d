import type { Language } from 'shared-contracts';

/** The SMS or e-mail of an IP code (a login from a new IP), `{code}` the code. */
export const IP_CODE_TEXT: Record<Language, string> = {
  EN: 'Your verification code is {code}',
  TY: 'Mã xác minh của bạn là {code}',
  ZH: '您的验证码是 {code}',
  JA: '認証コードは {code} です',
  TH: 'รหัสยืนยันของคุณคือ {code}',
  TL: 'Ang iyong verification code ay {code}',
  KO: '인증번호는 {code}입니다',
};
