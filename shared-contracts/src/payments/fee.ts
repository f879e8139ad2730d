import { Type, type Static } from 'typebox';

/**
 * A brand's fee on money in or out (issue 29, money settings): a share of the amount in basis points (100 = 1 %) plus
 * a fixed part, capped at `feeMax` (null: no cap). A withdrawal's fee is kept from what the bank receives; a deposit
 * method's fee from what the wallet is credited. The house keeps it. The server and the member's pages compute it with
 * the same function.
 */
export const FeeRuleFields = {
  feeBps: Type.Integer({ minimum: 0, maximum: 2_000 }),
  feeFixed: Type.Integer({ minimum: 0, maximum: 1_000_000_000_00 }),
  feeMax: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000_00 }), Type.Null()]),
};
export const FeeRuleSchema = Type.Object(FeeRuleFields, { additionalProperties: false });
export type FeeRule = Static<typeof FeeRuleSchema>;

/** No fee: what a brand and each of its methods start with. */
export const NO_FEE: FeeRule = { feeBps: 0, feeFixed: 0, feeMax: null };

/** True when the rule charges anything. */
export const chargesFee = (rule: FeeRule): boolean => rule.feeBps > 0 || rule.feeFixed > 0;

/** The fee on `amount` (minor units): floor(amount × bps / 10,000) + fixed, at most feeMax. */
export function feeOf(amount: number, rule: FeeRule): number {
  const raw = Math.floor((amount * rule.feeBps) / 10_000) + rule.feeFixed;
  return rule.feeMax === null ? raw : Math.min(raw, rule.feeMax);
}

/** The fields of a fee rule read off a row that has them (a settings row, a method), for the contracts' `fee`. */
export const feeRuleOf = (r: FeeRule): FeeRule => ({ feeBps: r.feeBps, feeFixed: r.feeFixed, feeMax: r.feeMax });
