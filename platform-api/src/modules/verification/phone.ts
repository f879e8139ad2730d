import { verificationError } from './errors';

/** A validated mobile number: dial code without '+', national number without its leading 0. */
export interface Phone {
  dialCode: string;
  number: string;
}

/** `+<dial code><number>`: the SMS recipient and the verification-code target. */
export const phoneTarget = (p: Phone): string => `+${p.dialCode}${p.number}`;

/** Digits only; one leading 0 dropped; 6–15 digits left. Dial code: 1–4 digits with an optional '+'. Null when invalid. */
export function parsePhone(mobileNum: string, countryDialingCode: string): Phone | null {
  const dial = countryDialingCode.trim();
  const num = mobileNum.trim();
  if (!/^\+?\d{1,4}$/.test(dial) || !/^\d+$/.test(num)) return null;
  const national = num.startsWith('0') ? num.slice(1) : num;
  if (national.length < 6 || national.length > 15) return null;
  return { dialCode: dial.replace(/^\+/, ''), number: national };
}

/** parsePhone, or 400 INVALID_PHONE. */
export function phoneOrThrow(mobileNum: string, countryDialingCode: string): Phone {
  const phone = parsePhone(mobileNum, countryDialingCode);
  if (!phone) throw verificationError('INVALID_PHONE');
  return phone;
}
