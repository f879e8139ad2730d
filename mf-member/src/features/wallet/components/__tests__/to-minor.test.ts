import { toMinor } from '../transfer-form';

describe('transfer amounts', () => {
  it('turns major units with up to 2 decimals into integer minor units', () => {
    expect(toMinor('12')).toBe(1200);
    expect(toMinor(' 12.5 ')).toBe(1250);
    expect(toMinor('0.07')).toBe(7);
    expect(toMinor('1000000.99')).toBe(100000099);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '1.234', '-5', '1e3', 'abc', '1,000']) expect(toMinor(bad)).toBeNull();
  });
});
