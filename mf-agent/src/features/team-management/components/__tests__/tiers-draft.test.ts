import { parseTiers } from '../tiers-draft';

describe('typed tiers', () => {
  it('become minor units and basis points; empty amounts and counts read as 0', () => {
    expect(
      parseTiers([
        { minAmount: '', minActive: '', rate: '0.5' },
        { minAmount: '1,000,000.25', minActive: '12', rate: '3' },
      ]),
    ).toEqual({
      tiers: [
        { minAmount: 0, minActive: 0, rate: 50 },
        { minAmount: 100_000_025, minActive: 12, rate: 300 },
      ],
      errors: [{}, {}],
    });
  });

  it('name each field’s problem and give no tiers', () => {
    expect(parseTiers([{ minAmount: '1.234', minActive: '2.5', rate: '' }])).toEqual({
      tiers: null,
      errors: [{ minAmount: 'of_amount_invalid', minActive: 'of_active_invalid', rate: 'of_rate_invalid' }],
    });
    expect(parseTiers([{ minAmount: '', minActive: '1000001', rate: '1' }]).errors).toEqual([
      { minActive: 'of_active_invalid' },
    ]);
  });
});
