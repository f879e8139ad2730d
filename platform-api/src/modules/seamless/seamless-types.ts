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
  /**
   * Credit only (a PVP vendor paying a hand): the house's commission kept out of the pot, minor units, recorded on
   * the member's bet record of the round; the round's rakes at the brand never exceed its stakes there (VALIDATION).
   */
  rake?: number;
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

/**
 * `POST /seamless/v1/resettle`: the round's corrected **total** payout `amount` (ADR 0018); the wallet posts the
 * difference from the round's current payout.
 */
export type ResettleRequest = MoneyRequest;

/** `POST /seamless/v1/void` and `/round-close`: what names the round (game and currency echo the launch's). */
export interface RoundRequest {
  transactionId: string;
  roundId: string;
  memberRef: string;
  gameCode?: string;
  currency?: string;
}

export interface BalanceReply {
  balance: number;
  currency: string;
}

/** What every money call answers (and answers again, unchanged, to a replay). */
export interface SeamlessResult extends BalanceReply {
  transactionId: string;
  status: 'OK';
  /** Resettle and void only, when above 0: what a debit adjustment could not take (the balance was short; ADR 0018). */
  shortfall?: number;
}

/** The calls that claim their transaction id in `seamless_transactions`. */
export type MoveKind = 'DEBIT' | 'CREDIT' | 'ROLLBACK' | 'RESETTLE' | 'VOID' | 'CLOSE';
