/** `POST /seamless/v1/balance`. */
export interface BalanceRequest {
  memberRef: string;
  currency?: string;
}

/** `POST /seamless/v1/debit` and `/credit` (amount in minor units; a credit of 0 settles a lost round). */
export interface MoneyRequest {
  transactionId: string;
  roundId: string;
  memberRef: string;
  amount: number;
  gameCode: string;
  currency: string;
}

/** `POST /seamless/v1/rollback`: reverses the debit `refTransactionId` (its own id is `transactionId`). */
export interface RollbackRequest {
  transactionId: string;
  refTransactionId: string;
  memberRef: string;
  roundId?: string;
  gameCode?: string;
  currency?: string;
  amount?: number;
}

export interface BalanceReply {
  balance: number;
  currency: string;
}

/** What debit, credit and rollback answer (and answer again, unchanged, to a replay). */
export interface SeamlessResult extends BalanceReply {
  transactionId: string;
  status: 'OK';
}

/** The three money-moving calls; each claims its transaction id in `seamless_transactions`. */
export type MoveKind = 'DEBIT' | 'CREDIT' | 'ROLLBACK';
