/** How many digits a national mobile number (without its one leading 0) may have: the merchant's setting. */
export interface PhoneDigits {
  min: number;
  max: number;
}

/** The digit count before the merchant's is known (and of a merchant without one): 6–15. */
export const DEFAULT_PHONE_DIGITS: PhoneDigits = { min: 6, max: 15 };

/**
 * Mobile rule of SPEC §5 with the digit count of SPEC §9 ("Phone digit count configurable"): digits only, a
 * leading 0 allowed, then `min`–`max` digits. Every phone field (register, SMS login, reset, profile mobile) and
 * the server (platform-api's parsePhone) check the same.
 */
export function mobilePattern(digits: PhoneDigits = DEFAULT_PHONE_DIGITS): RegExp {
  return new RegExp(`^0?\\d{${digits.min},${digits.max}}$`);
}

/** True when `mobile` passes the mobile rule for `digits`. */
export function isMobileNumber(mobile: string, digits: PhoneDigits = DEFAULT_PHONE_DIGITS): boolean {
  return mobilePattern(digits).test(mobile);
}
