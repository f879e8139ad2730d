import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The lottery module's codes (ADR 0007): closed draws, liability caps, prize modes, unknown draws, cancellations. */
export const LOTTERY_ERRORS = defineErrors({
  DRAW_CLOSED: { status: 409, message: 'err_lottery_draw_closed' },
  LIABILITY_CAP: { status: 409, message: 'err_lottery_liability_cap' },
  PRIZE_MODE_UNAVAILABLE: { status: 400, message: 'err_lottery_prize_mode' },
  DRAW_NOT_FOUND: { status: 404, message: 'err_lottery_draw_not_found' },
  /** The operator may cancel only a draw that has not been drawn. */
  DRAW_NOT_CANCELLABLE: { status: 409, message: 'err_lottery_draw_not_cancellable' },
});

export const lotteryError = errorFactory(LOTTERY_ERRORS);
