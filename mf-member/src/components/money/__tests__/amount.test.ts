import { amountProblem, amountText, parseAmount } from '../amount';

const limits = { min: 50_000_00, max: 50_000_000_00 };

describe('amounts typed by a player', () => {
  it.each([
    ['100000', 100_000_00],
    ['100,000', 100_000_00],
    ['1,250.5', 1_250_50],
    ['  12.05 ', 12_05],
    ['7.', 7_00],
    ['0.01', 1],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it.each(['', 'abc', '-5', '1.234', '1,00', '10,0000', '1e5', '12.3.4'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('says what is wrong: nothing typed, not a number, too many decimals, outside the limits', () => {
    expect(amountProblem(' ', limits)).toEqual({ key: 'money_amount_required' });
    expect(amountProblem('12a', limits)).toEqual({ key: 'money_amount_invalid' });
    expect(amountProblem('60000.123', limits)).toEqual({ key: 'money_amount_decimals' });
    expect(amountProblem('49999.99', limits)).toEqual({ key: 'money_amount_range', ...limits });
    expect(amountProblem('50000000.01', limits)).toEqual({ key: 'money_amount_range', ...limits });
    expect(amountProblem('50,000', limits)).toBeNull();
    expect(amountProblem('50000000.00', limits)).toBeNull();
  });

  it('writes a preset back as the text a player would type', () => {
    expect(amountText(100_000_00)).toBe('100000');
    expect(amountText(1_250_50)).toBe('1250.5');
    expect(amountText(12_05)).toBe('12.05');
    expect(parseAmount(amountText(987_654_32))).toBe(987_654_32);
  });
});
