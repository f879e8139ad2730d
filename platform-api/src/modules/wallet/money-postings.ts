import type { Posting } from './ledger-types';

/**
 * The accounts a member's money in and out touches (ADR 0006), resolved before the caller opens its
 * database transaction (creating an account while holding locks could deadlock).
 */
export interface MoneyAccounts {
  merchantId: number;
  memberId: number;
  /** MEMBER_MAIN: the wallet the member plays from. */
  main: number;
  /** MEMBER_HELD: withdrawals waiting for the operator. */
  held: number;
  /** CLEARING of the channel (a payment provider or the bank): the merchant's side of money in and out. */
  clearing: number;
  /** The channel code the clearing account belongs to. */
  channel: string;
  /** HOUSE in the merchant's currency: the other side of an operator's adjustment. */
  house: number;
}

const legs = (from: number, to: number, amount: number) => [
  { accountId: from, amount: -amount },
  { accountId: to, amount },
];

/** `from` gives `amount`: `to` gets amount − fee and `house` the fee (0 < fee < amount). */
function feeLegs(from: number, to: number, house: number, amount: number, fee: number) {
  if (!Number.isSafeInteger(fee) || fee <= 0 || fee >= amount) throw new Error(`bad fee ${fee} of ${amount}`);
  return [
    { accountId: from, amount: -amount },
    { accountId: to, amount: amount - fee },
    { accountId: house, amount: fee },
  ];
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`bad money amount ${amount}`);
}

/**
 * The postings of money in and out, one idempotency key per business event, so a replayed callback, a
 * second approval or a retried job posts nothing the second time (ADR 0006).
 */
/**
 * One movement of `amount` between two of the member's money accounts under `key`, with the reference and the
 * request the ledger hashes for idempotency; `vendor` (the channel) only when the clearing account is a leg.
 */
function memberPosting(
  a: MoneyAccounts,
  p: { kind: Posting['kind']; key: string; reference: string; request: Record<string, unknown>; channel?: boolean },
  from: number,
  to: number,
  amount: number,
): Posting {
  assertAmount(amount);
  return {
    merchantId: a.merchantId,
    kind: p.kind,
    idempotencyKey: p.key,
    memberId: a.memberId,
    ...(p.channel ? { vendor: a.channel } : {}),
    reference: p.reference,
    request: p.request,
    entries: legs(from, to, amount),
  };
}

/** main → another member's main, once per (sender, request id): `transfer-upline:` or `transfer-downline:<member>:<id>`. */
function teamTransfer(
  kind: 'TRANSFER_UPLINE' | 'TRANSFER_DOWNLINE',
  from: { merchantId: number; memberId: number; main: number },
  toMain: number,
  to: Record<string, number>,
  requestId: string,
  amount: number,
): Posting {
  assertAmount(amount);
  return {
    merchantId: from.merchantId,
    kind,
    idempotencyKey: `${kind === 'TRANSFER_UPLINE' ? 'transfer-upline' : 'transfer-downline'}:${from.memberId}:${requestId}`,
    memberId: from.memberId,
    reference: requestId,
    request: { amount, ...to },
    entries: legs(from.main, toMain, amount),
  };
}

export const moneyPostings = {
  /**
   * An operator's adjustment (house ⇄ main): `amount` > 0 credits the member, < 0 debits; once per `key`
   * (e.g. `adjust:<audit subject>`). The caller writes the audit entry in the same transaction.
   */
  adjustment(a: MoneyAccounts, key: string, amount: number, note: string): Posting {
    const p = { kind: 'ADJUSTMENT' as const, key, reference: key, request: { amount, note } };
    return amount > 0 ? memberPosting(a, p, a.house, a.main, amount) : memberPosting(a, p, a.main, a.house, -amount);
  },

  /**
   * A deposit credited: clearing → main, once per deposit (`deposit:<id>`); with the method's fee, the wallet gets
   * amount − fee and the house keeps the fee, in the same transaction.
   */
  deposit: (a: MoneyAccounts, depositId: number, amount: number, fee = 0): Posting => {
    const p = memberPosting(
      a,
      {
        kind: 'DEPOSIT',
        key: `deposit:${depositId}`,
        reference: String(depositId),
        request: { amount, channel: a.channel, ...(fee > 0 ? { fee } : {}) },
        channel: true,
      },
      a.clearing,
      a.main,
      amount,
    );
    return fee > 0 ? { ...p, entries: feeLegs(a.clearing, a.main, a.house, amount, fee) } : p;
  },

  /** A withdrawal requested: main → held at once (`withdraw-hold:<id>`). */
  withdrawHold: (a: MoneyAccounts, id: number, amount: number): Posting =>
    memberPosting(
      a,
      { kind: 'WITHDRAW_HOLD', key: `withdraw-hold:${id}`, reference: String(id), request: { amount } },
      a.main,
      a.held,
      amount,
    ),

  /**
   * A withdrawal approved and paid out: held → clearing (`withdraw-pay:<id>`); with a fee, the bank gets amount − fee
   * and the house keeps the fee, in the same transaction.
   */
  withdrawPay: (a: MoneyAccounts, id: number, amount: number, fee = 0): Posting => {
    const p = memberPosting(
      a,
      {
        kind: 'WITHDRAW_PAY',
        key: `withdraw-pay:${id}`,
        reference: String(id),
        request: { amount, channel: a.channel, ...(fee > 0 ? { fee } : {}) },
        channel: true,
      },
      a.held,
      a.clearing,
      amount,
    );
    return fee > 0 ? { ...p, entries: feeLegs(a.held, a.clearing, a.house, amount, fee) } : p;
  },

  withdrawRefund: (a: MoneyAccounts, id: number, amount: number): Posting =>
    memberPosting(
      a,
      { kind: 'WITHDRAW_REFUND', key: `withdraw-refund:${id}`, reference: String(id), request: { amount } },
      a.held,
      a.main,
      amount,
    ),

  /**
   * A disputed withdrawal's payout came back to the merchant's bank: clearing → main
   * (`withdraw-return:<id>`; kind WITHDRAW_REFUND — the member's money is returned).
   */
  withdrawReturn: (a: MoneyAccounts, id: number, amount: number, fee = 0): Posting => {
    const p = memberPosting(
      a,
      {
        kind: 'WITHDRAW_REFUND',
        key: `withdraw-return:${id}`,
        reference: String(id),
        request: { amount, returned: true, ...(fee > 0 ? { fee } : {}) },
        channel: true,
      },
      a.clearing,
      a.main,
      amount,
    );
    // The payout came back: the bank's part and the house's fee both return to the member.
    return fee > 0
      ? { ...p, entries: feeLegs(a.main, a.clearing, a.house, amount, fee).map((e) => ({ ...e, amount: -e.amount })) }
      : p;
  },

  /**
   * A player's transfer to its upline: main → the upline's main (`transfer-upline:<member>:<requestId>`:
   * the client's request id, so a double click posts once).
   */
  transferUpline: (
    from: { merchantId: number; memberId: number; main: number },
    uplineMain: number,
    uplineId: number,
    requestId: string,
    amount: number,
  ): Posting => teamTransfer('TRANSFER_UPLINE', from, uplineMain, { uplineId }, requestId, amount),

  /** An agent's transfer to a team member: main → the member's main (`transfer-downline:<agent>:<requestId>`). */
  transferDownline: (
    from: { merchantId: number; memberId: number; main: number },
    toMain: number,
    toMemberId: number,
    requestId: string,
    amount: number,
  ): Posting => teamTransfer('TRANSFER_DOWNLINE', from, toMain, { toMemberId }, requestId, amount),

  /**
   * A contract's payout for one period (ADR 0008): the payer's main (the house for a top agent's contract)
   * → the contractee's main, once per (contract, period): `agency:<contract>:<period start ISO>`.
   */
  agentPayout(
    p: { merchantId: number; memberId: number; contractId: number; periodStart: Date },
    payer: number,
    payee: number,
    amount: number,
  ): Posting {
    assertAmount(amount);
    const period = p.periodStart.toISOString();
    return {
      merchantId: p.merchantId,
      kind: 'AGENT_PAYOUT',
      idempotencyKey: `agency:${p.contractId}:${period}`,
      memberId: p.memberId,
      reference: `contract:${p.contractId}:${period}`,
      request: { amount, contractId: p.contractId, period },
      entries: legs(payer, payee, amount),
    };
  },
};
