import type { Posting } from './ledger-repository';

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

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`bad money amount ${amount}`);
}

/**
 * The postings of money in and out, one idempotency key per business event, so a replayed callback, a
 * second approval or a retried job posts nothing the second time (ADR 0006).
 */
export const moneyPostings = {
  /** A deposit credited: clearing → main, once per deposit (`deposit:<id>`). */
  /**
   * An operator's adjustment (house ⇄ main): `amount` > 0 credits the member, < 0 debits; once per `key`
   * (e.g. `adjust:<audit subject>`). The caller writes the audit entry in the same transaction.
   */
  adjustment(a: MoneyAccounts, key: string, amount: number, note: string): Posting {
    assertAmount(Math.abs(amount));
    return {
      merchantId: a.merchantId,
      kind: 'ADJUSTMENT',
      idempotencyKey: key,
      memberId: a.memberId,
      reference: key,
      request: { amount, note },
      entries: amount > 0 ? legs(a.house, a.main, amount) : legs(a.main, a.house, -amount),
    };
  },

  deposit(a: MoneyAccounts, depositId: number, amount: number): Posting {
    assertAmount(amount);
    return {
      merchantId: a.merchantId,
      kind: 'DEPOSIT',
      idempotencyKey: `deposit:${depositId}`,
      memberId: a.memberId,
      vendor: a.channel,
      reference: String(depositId),
      request: { amount, channel: a.channel },
      entries: legs(a.clearing, a.main, amount),
    };
  },

  /** A withdrawal requested: main → held at once (`withdraw-hold:<id>`). */
  withdrawHold(a: MoneyAccounts, withdrawalId: number, amount: number): Posting {
    assertAmount(amount);
    return {
      merchantId: a.merchantId,
      kind: 'WITHDRAW_HOLD',
      idempotencyKey: `withdraw-hold:${withdrawalId}`,
      memberId: a.memberId,
      reference: String(withdrawalId),
      request: { amount },
      entries: legs(a.main, a.held, amount),
    };
  },

  /** A withdrawal approved and paid out: held → clearing (`withdraw-pay:<id>`). */
  withdrawPay(a: MoneyAccounts, withdrawalId: number, amount: number): Posting {
    assertAmount(amount);
    return {
      merchantId: a.merchantId,
      kind: 'WITHDRAW_PAY',
      idempotencyKey: `withdraw-pay:${withdrawalId}`,
      memberId: a.memberId,
      vendor: a.channel,
      reference: String(withdrawalId),
      request: { amount, channel: a.channel },
      entries: legs(a.held, a.clearing, amount),
    };
  },

  /** A withdrawal rejected: held → main (`withdraw-refund:<id>`). */
  withdrawRefund(a: MoneyAccounts, withdrawalId: number, amount: number): Posting {
    assertAmount(amount);
    return {
      merchantId: a.merchantId,
      kind: 'WITHDRAW_REFUND',
      idempotencyKey: `withdraw-refund:${withdrawalId}`,
      memberId: a.memberId,
      reference: String(withdrawalId),
      request: { amount },
      entries: legs(a.held, a.main, amount),
    };
  },

  /**
   * A disputed withdrawal's payout came back to the merchant's bank: clearing → main
   * (`withdraw-return:<id>`; kind WITHDRAW_REFUND — the member's money is returned).
   */
  withdrawReturn(a: MoneyAccounts, withdrawalId: number, amount: number): Posting {
    assertAmount(amount);
    return {
      merchantId: a.merchantId,
      kind: 'WITHDRAW_REFUND',
      idempotencyKey: `withdraw-return:${withdrawalId}`,
      memberId: a.memberId,
      vendor: a.channel,
      reference: String(withdrawalId),
      request: { amount, returned: true },
      entries: legs(a.clearing, a.main, amount),
    };
  },

  /**
   * A player's transfer to its upline: main → the upline's main (`transfer-upline:<member>:<requestId>`:
   * the client's request id, so a double click posts once).
   */
  transferUpline(
    from: { merchantId: number; memberId: number; main: number },
    uplineMain: number,
    uplineId: number,
    requestId: string,
    amount: number,
  ): Posting {
    assertAmount(amount);
    return {
      merchantId: from.merchantId,
      kind: 'TRANSFER_UPLINE',
      idempotencyKey: `transfer-upline:${from.memberId}:${requestId}`,
      memberId: from.memberId,
      reference: requestId,
      request: { amount, uplineId },
      entries: legs(from.main, uplineMain, amount),
    };
  },
};
