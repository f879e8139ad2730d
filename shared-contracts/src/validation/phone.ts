/** Dial codes offered by the SMS pickers (the server validates the number whatever is chosen). */
export const DIAL_CODES = [
  { country: 'VN', code: '84' },
  { country: 'PH', code: '63' },
  { country: 'TH', code: '66' },
  { country: 'MY', code: '60' },
  { country: 'ID', code: '62' },
  { country: 'SG', code: '65' },
  { country: 'CN', code: '86' },
  { country: 'KR', code: '82' },
  { country: 'JP', code: '81' },
  { country: 'US', code: '1' },
] as const;

/** Mobile rule of SPEC §5 (digit count configurable server-side): 6–15 digits, a leading 0 allowed. */
export const MOBILE_PATTERN = /^0?\d{6,15}$/;
