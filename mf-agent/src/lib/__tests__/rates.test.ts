import { formatRate, percentToBp } from '../rates';

describe('contract rates', () => {
  it('reads a percentage with up to 2 decimals as basis points', () => {
    expect(percentToBp('1.25')).toBe(125);
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp(' 0.01 ')).toBe(1);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('7.')).toBe(700);
  });

  it('refuses 0, more than 100 %, 3 decimals and other text', () => {
    for (const text of ['0', '0.00', '100.01', '1.255', '', 'abc', '-1', '1,5']) expect(percentToBp(text)).toBeNull();
  });

  it('writes basis points as a percentage with 2 decimals', () => {
    expect(formatRate(125)).toBe('1.25%');
    expect(formatRate(5)).toBe('0.05%');
    expect(formatRate(10_000)).toBe('100.00%');
  });
});
