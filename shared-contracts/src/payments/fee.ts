import { Type, type Static } from 'typebox';

/**
 * A brand's withdrawal fee (issue 29, money settings): a share of the amount in basis points (100 = 1 %) plus a fixed
 * part, capped at `feeMax` (null: no cap). The member asks for `amount`; the fee is kept by the house and the bank
 * receives the rest. The server and the withdraw page compute it with the same function.
 */
export const WithdrawalFeeFields = {
  feeBps: Type.Integer({ minimum: 0, maximum: 2_000 }),
  feeFixed: Type.Integer({ minimum: 0, maximum: 1_000_000_000_00 }),
  feeMax: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000_00 }), Type.Null()]),
};
export const WithdrawalFeeSchema = Type.Object(WithdrawalFeeFields);
export type WithdrawalFee = Static<typeof WithdrawalFeeSchema>;

/** No fee: what a brand starts with. */
export const NO_WITHDRAWAL_FEE: WithdrawalFee = { feeBps: 0, feeFixed: 0, feeMax: null };

/** The fee of a withdrawal of `amount` (minor units): floor(amount × bps / 10,000) + fixed, at most feeMax. */
export function withdrawalFee(amount: number, fee: WithdrawalFee): number {
  const raw = Math.floor((amount * fee.feeBps) / 10_000) + fee.feeFixed;
  return fee.feeMax === null ? raw : Math.min(raw, fee.feeMax);
}
