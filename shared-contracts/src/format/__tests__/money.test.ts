import { formatMoney, parseMoney } from '../money';

describe('money text', () => {
  it('parses what a player types into minor units', () => {
    expect(parseMoney('1234.5')).toBe(123_450);
    expect(parseMoney(' 1,234.56 ')).toBe(123_456);
    expect(parseMoney('0.01')).toBe(1);
    expect(parseMoney('100')).toBe(10_000);
    expect(parseMoney('7.')).toBe(700);
    expect(parseMoney('1,000,000')).toBe(100_000_000);
    expect(parseMoney('123456789.99')).toBe(12_345_678_999);
  });

  it('refuses what is not an amount with at most 2 decimals', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1e5', '.5', '12,34', '1,2345']) expect(parseMoney(bad)).toBeNull();
  });

  it('round-trips the formatted text', () => {
    for (const minor of [0, 1, 99, 100, 123_456_789]) expect(parseMoney(formatMoney(minor))).toBe(minor);
  });
});
