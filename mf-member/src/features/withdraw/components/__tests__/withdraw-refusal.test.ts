import { ApiError, i18next, initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { withdrawRefusal } from '../../withdraw-refusal';

const err = (code: string, message: string, details: Record<string, unknown> = {}) =>
  new ApiError(code, message, 400, '/wps/withdrawals', details);
const refusal = (e: unknown) => withdrawRefusal(i18next.t, e, 'VND', 'EN');

describe('a refused withdrawal tells the player why', () => {
  beforeAll(() => initI18n('EN'));

  it('puts the balance refusal under the amount and reads the figures again', () => {
    expect(refusal(err('INSUFFICIENT_FUNDS', 'err_insufficient_funds'))).toEqual({
      field: 'amount',
      message: 'Insufficient balance',
      reload: true,
    });
  });

  it('says how much more to bet when the turnover is not met', () => {
    expect(refusal(err('TURNOVER_NOT_MET', 'err_turnover_not_met', { required: 200_000_00, done: 50_000_50 }))).toEqual(
      { field: null, message: 'Bet VND 149,999.50 more to withdraw', reload: true },
    );
  });

  it('counts the fund password tries left, then says until when it is locked', () => {
    expect(refusal(err('FUND_PASSWORD_WRONG', 'err_fund_password_wrong', { attemptsLeft: 3 }))).toMatchObject({
      field: 'fundPassword',
      message: 'The fund password is incorrect: 3 tries left before withdrawals are locked',
    });
    expect(refusal(err('FUND_PASSWORD_WRONG', 'err_fund_password_wrong', { attemptsLeft: 1 })).message).toBe(
      'The fund password is incorrect: 1 try left before withdrawals are locked',
    );
    const locked = refusal(
      err('FUND_PASSWORD_LOCKED', 'err_fund_password_locked', { lockedUntil: '2026-05-07T10:15:00Z' }),
    );
    expect(locked).toMatchObject({ field: 'fundPassword', reload: true });
    expect(locked.message).toMatch(/^Too many wrong fund passwords: withdrawals are locked until .*07\/05\/2026/);
  });

  it('writes the limits of an amount the server refused, and the daily count as the form message', () => {
    expect(
      refusal(
        err('VALIDATION', 'err_withdraw_amount_range', { field: 'amount', min: 100_000_00, max: 100_000_000_00 }),
      ),
    ).toEqual({
      field: 'amount',
      message: 'Enter an amount between VND 100,000.00 and VND 100,000,000.00',
      reload: false,
    });
    expect(refusal(err('WITHDRAWAL_DAILY_LIMIT', 'err_withdrawal_daily_limit', { max: 5 }))).toEqual({
      field: null,
      message: 'You have reached the number of withdrawals allowed today',
      reload: true,
    });
  });

  it('falls back to the network message for anything else', () => {
    expect(refusal(new Error('boom'))).toEqual({ field: null, message: 'Unknown error', reload: false });
  });
});
