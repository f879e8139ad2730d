import { formatDateTime } from '../date-time';
import { formatMoney, parseMoney } from '../money';

describe('money as players type it', () => {
  it.each([
    ['1234.5', 123_450],
    ['1,234.50', 123_450],
    [' 7 ', 700],
    ['0.01', 1],
    ['0', 0],
    ['123456789.99', 12_345_678_999],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
    expect(parseMoney(formatMoney(minor))).toBe(minor);
  });

  it.each(['', '-1', '1.234', 'abc', '1e3', '.5'])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('date and time as players read them', () => {
  it('shows an instant in local time as YYYY-MM-DD HH:mm, and other text as it is', () => {
    expect(formatDateTime(new Date(2031, 11, 9, 8, 7).toISOString())).toBe('2031-12-09 08:07');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
