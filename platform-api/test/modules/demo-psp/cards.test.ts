import { checkCard, luhnOk, TEST_CARDS } from '../../../src/modules/demo-psp/cards';

const now = new Date('2030-06-15T00:00:00Z');
const form = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'A B' };

describe('the demo PSP card form', () => {
  it('pays the success card and declines the declining one', () => {
    expect(checkCard(form, now)).toEqual({ outcome: 'PAID', last4: '4242' });
    expect(checkCard({ ...form, cardNumber: TEST_CARDS.DECLINED }, now)).toEqual({
      outcome: 'DECLINED',
      last4: '0002',
    });
  });

  it('names the problem of each field', () => {
    expect(checkCard({}, now)).toEqual({
      problems: { cardNumber: 'required', expiry: 'required', cvc: 'required', holder: 'required' },
    });
    expect(checkCard({ ...form, cardNumber: '4242 4242 4242 4241' }, now)).toEqual({
      problems: { cardNumber: 'invalid' },
    });
    expect(checkCard({ ...form, cardNumber: '4111 1111 1111 1111' }, now)).toEqual({
      problems: { cardNumber: 'notTestCard' },
    });
    expect(checkCard({ ...form, expiry: '13/30' }, now)).toEqual({ problems: { expiry: 'invalid' } });
    expect(checkCard({ ...form, expiry: '05/30' }, now)).toEqual({ problems: { expiry: 'expired' } });
    expect(checkCard({ ...form, expiry: '06/30' }, now)).toMatchObject({ outcome: 'PAID' });
    expect(checkCard({ ...form, cvc: '12' }, now)).toEqual({ problems: { cvc: 'invalid' } });
  });

  it('checks the Luhn sum', () => {
    expect(luhnOk(TEST_CARDS.SUCCESS)).toBe(true);
    expect(luhnOk(TEST_CARDS.DECLINED)).toBe(true);
    expect(luhnOk('4242424242424241')).toBe(false);
  });
});
