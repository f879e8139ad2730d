import { DEFAULT_PHONE_DIGITS, type PhoneDigits } from 'shared-contracts';
import { verificationError } from './errors';

/** A validated mobile number: dial code without '+', national number without its leading 0. */
export interface Phone {
  dialCode: string;
  number: string;
}

/** `+<dial code><number>`: the SMS recipient and the verification-code target. */
export const phoneTarget = (p: Phone): string => `+${p.dialCode}${p.number}`;

/**
 * Digits only; one leading 0 dropped; then the merchant's digit count (`digits`, SPEC §9; 6–15 by default) left —
 * the rule the phone fields check (shared-contracts `mobilePattern`). Dial code: 1–4 digits with an optional '+'.
 * Null when invalid.
 */
export function parsePhone(
  mobileNum: string,
  countryDialingCode: string,
  digits: PhoneDigits = DEFAULT_PHONE_DIGITS,
): Phone | null {
  const dial = countryDialingCode.trim();
  const num = mobileNum.trim();
  if (!/^\+?\d{1,4}$/.test(dial) || !/^\d+$/.test(num)) return null;
  const national = num.startsWith('0') ? num.slice(1) : num;
  if (national.length < digits.min || national.length > digits.max) return null;
  return { dialCode: dial.replace(/^\+/, ''), number: national };
}

/** parsePhone, or 400 INVALID_PHONE. */
export function phoneOrThrow(mobileNum: string, countryDialingCode: string, digits?: PhoneDigits): Phone {
  const phone = parsePhone(mobileNum, countryDialingCode, digits);
  if (!phone) throw verificationError('INVALID_PHONE');
  return phone;
}
