import { Type, type Static } from 'typebox';
import { FeeRuleSchema } from '../payments/fee';

export const WITHDRAWAL_STATUSES = ['PENDING', 'PAID', 'REJECTED', 'RECEIVED', 'DISPUTED', 'RETURNED'] as const;
/**
 * PENDING (money held) → PAID (the operator paid it out) | REJECTED (refunded to the wallet);
 * PAID → RECEIVED (the player confirmed, or `forced` after the merchant's minutes) | DISPUTED (the player
 * says it did not arrive: the operator looks into it); DISPUTED → RECEIVED (the operator found it was
 * delivered) | RETURNED (the payout came back and is credited to the wallet). ADR 0006.
 */
export const WithdrawalStatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('PAID'),
  Type.Literal('REJECTED'),
  Type.Literal('RECEIVED'),
  Type.Literal('DISPUTED'),
  Type.Literal('RETURNED'),
]);
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Proof images: jpeg/png by content, at most this many bytes (SPEC §9). */
export const PROOF_MAX_BYTES = 5_242_880;

/** One of the member's bank accounts; the number is masked (the last 4 digits shown). */
export const BankAccountSchema = Type.Object({
  id: Type.Integer(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  payeeName: Type.String(),
  createdAt: Type.String(),
});
export type BankAccount = Static<typeof BankAccountSchema>;

/** One of the member's withdrawals (minor units; times ISO-8601; `reason`: the operator's, when rejected). */
export const WithdrawalSchema = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  /** The brand's fee, fixed when it was asked for: the bank receives amount − fee. */
  fee: Type.Integer(),
  currency: Type.String(),
  status: WithdrawalStatusSchema,
  bankName: Type.String(),
  accountNumber: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** RECEIVED by the auto-received job rather than by the player. */
  forced: Type.Boolean(),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  confirmedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Withdrawal = Static<typeof WithdrawalSchema>;

/** What the withdraw page shows before a request (GET /wps/withdrawals/info). */
export const WithdrawInfoSchema = Type.Object({
  currency: Type.String(),
  /** The main wallet and the money held in withdrawals awaiting the operator. */
  balance: Type.Integer(),
  held: Type.Integer(),
  limits: Type.Object({
    minAmount: Type.Integer(),
    maxAmount: Type.Integer(),
    dailyCount: Type.Integer(),
    usedToday: Type.Integer(),
  }),
  /** Stake of settled real bets since the last credited deposit (`done`) against what it must reach (`required`). */
  turnover: Type.Object({ required: Type.Integer(), done: Type.Integer(), met: Type.Boolean() }),
  accounts: Type.Array(BankAccountSchema),
  maxAccounts: Type.Integer(),
  fundPasswordSet: Type.Boolean(),
  /** Set while withdrawals are locked after too many wrong fund passwords (ISO-8601). */
  fundPasswordLockedUntil: Type.Union([Type.String(), Type.Null()]),
  autoReceivedMinutes: Type.Integer(),
  /** The brand's fee rule (feeOf computes a request's fee). */
  fee: FeeRuleSchema,
});
export type WithdrawInfo = Static<typeof WithdrawInfoSchema>;

/** A withdrawal amount in minor units. */
export const WithdrawAmountSchema = Type.Integer({ minimum: 1, maximum: 1_000_000_000_00 });
/** The fund password (the merchant's rule, 6 digits by default, is checked by the server). */
export const FundPasswordSchema = Type.String({ minLength: 1, maxLength: 64 });
