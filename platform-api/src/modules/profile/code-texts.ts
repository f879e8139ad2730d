import type { Language } from 'shared-contracts';

/** The SMS of a MOBILE code (a new number on the profile), `{code}` the code. */
export const MOBILE_CODE_TEXT: Record<Language, string> = {
  EN: 'Your verification code is {code}. It confirms this number for your account.',
  TY: 'Mã xác minh của bạn là {code}. Mã này xác nhận số điện thoại này cho tài khoản của bạn.',
  ZH: '您的验证码是 {code}，用于为您的账户验证此手机号码。',
  JA: '認証コードは {code} です。お客様のアカウントにこの電話番号を登録するための確認に使います。',
  TH: 'รหัสยืนยันของคุณคือ {code} ใช้เพื่อยืนยันหมายเลขนี้สำหรับบัญชีของคุณ',
  TL: 'Ang iyong verification code ay {code}. Kinukumpirma nito ang numerong ito para sa iyong account.',
  KO: '인증번호는 {code}입니다. 회원님 계정에 이 휴대폰 번호를 등록하기 위한 확인용입니다.',
};
