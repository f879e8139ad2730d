import { merchantMobilePattern, phoneDigits, setPermissionConfig } from '../../config/store';
import type { PermissionConfig } from '../../system/schemas';
import { DEFAULT_PHONE_DIGITS, isMobileNumber, mobilePattern } from '../phone';

describe('the mobile rule with the merchant digit count (SPEC §5, §9)', () => {
  afterEach(() => setPermissionConfig(null as unknown as PermissionConfig));

  it('takes 6–15 digits after one optional leading 0 by default', () => {
    expect(DEFAULT_PHONE_DIGITS).toEqual({ min: 6, max: 15 });
    expect(['123456', '0123456', '123456789012345'].every((n) => isMobileNumber(n))).toBe(true);
    expect(['12345', '1234567890123456', '91234a678', ''].some((n) => isMobileNumber(n))).toBe(false);
  });

  it('takes exactly the digits a merchant sets (the Philippines: 10)', () => {
    const ph = { min: 10, max: 10 };
    expect(mobilePattern(ph).test('9171234567')).toBe(true);
    expect(mobilePattern(ph).test('09171234567')).toBe(true);
    expect(mobilePattern(ph).test('917123456')).toBe(false);
    expect(mobilePattern(ph).test('91712345678')).toBe(false);
  });

  it("every phone field's rule follows the loaded config, the default before it", () => {
    expect(phoneDigits()).toEqual(DEFAULT_PHONE_DIGITS);
    expect(merchantMobilePattern().test('912345')).toBe(true);
    setPermissionConfig({ phoneDigits: { min: 9, max: 10 } } as PermissionConfig);
    expect(merchantMobilePattern().test('912345')).toBe(false);
    expect(merchantMobilePattern().test('912345678')).toBe(true);
    expect(merchantMobilePattern().test('0912345678')).toBe(true);
    expect(merchantMobilePattern().test('91234567890')).toBe(false);
  });
});
