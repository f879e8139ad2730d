/**
 * The ledger's vocabulary (ADR 0002): account and posting kinds, a posting and its answer. Its own file, so the
 * repository, the bulk path and the posting rules all import it without importing each other.
 */
export type AccountKind =
  | 'HOUSE'
  | 'MEMBER_MAIN'
  | 'MEMBER_VENDOR'
  | 'VENDOR_FUN'
  | 'MEMBER_HELD'
  | 'CLEARING'
  | 'MEMBER_POINTS'
  | 'MEMBER_POINTS_HELD';
export type LedgerKind =
  | 'FUNDING'
  | 'BET'
  | 'WIN'
  | 'ROLLBACK'
  | 'TRANSFER_IN'
  | 'TRANSFER_OUT'
  | 'DEPOSIT'
  | 'WITHDRAW_HOLD'
  | 'WITHDRAW_PAY'
  | 'WITHDRAW_REFUND'
  | 'TRANSFER_UPLINE'
  | 'ADJUSTMENT'
  | 'TRANSFER_DOWNLINE'
  | 'AGENT_PAYOUT'
  | 'BONUS'
  | 'POINTS_EARN'
  | 'POINTS_REDEEM'
  | 'POINTS_REDEEM_PAY'
  | 'POINTS_REDEEM_REFUND'
  | 'POINTS_CONVERT';

/** Who owns an account: HOUSE and CLEARING have no member; MEMBER_VENDOR and CLEARING (the channel) need a vendor. */
export interface AccountOwner {
  merchantId: number;
  kind: AccountKind;
  memberId?: number | null;
  vendor?: string | null;
  currency: string;
  /** HOUSE only: which of the house's rows (`houseShard`, migration 067); 0 when left out. */
  shard?: number;
}

export interface Entry {
  accountId: number;
  /** Signed minor units: + credits the account, − debits it. Never 0. */
  amount: number;
}

export interface Posting {
  merchantId: number;
  kind: LedgerKind;
  /** Unique per merchant; the same key posted again is a replay (same request) or a conflict. */
  idempotencyKey: string;
  /** What the caller was asked (e.g. a transfer's direction, vendor and amount); hashed with the entries. */
  request?: Record<string, unknown>;
  memberId?: number | null;
  vendor?: string | null;
  /** Round id, vendor transaction id or transfer request id. */
  reference?: string | null;
  entries: readonly Entry[];
}

export interface Posted {
  transactionId: number;
  /** True when the key had been posted before with the same request: nothing moved this time. */
  replayed: boolean;
  /** Balances of the touched accounts right after the posting (the first posting's, for a replay). */
  balances: Record<string, number>;
}
