/** Mobile rule of SPEC §5 (digit count configurable server-side): 6–15 digits, a leading 0 allowed. */
export const MOBILE_PATTERN = /^0?\d{6,15}$/;
