import type { FastifyInstance } from 'fastify';
import type {
  BalanceReply,
  BalanceRequest,
  MoneyRequest,
  ResettleRequest,
  RollbackRequest,
  RoundRequest,
  SeamlessResult,
} from './seamless-types';
import { signSeamlessBody } from './seamless-signature';

/** A refused seamless-wallet call: the HTTP status and the envelope's code and message. */
export class SeamlessCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'SeamlessCallError';
  }
}

/** The vendor's calls to the seamless wallet, one per `/seamless/v1` route (ADR 0018; docs/vendor-integration.md). */
export interface SeamlessClient {
  /** The balance the launch plays with. */
  balance(r: BalanceRequest): Promise<BalanceReply>;
  /** A stake: opens the member's record of the round or adds to it (needs a live launch). */
  debit(r: MoneyRequest): Promise<SeamlessResult>;
  /** A payout (0: lost): settles the round; more credits may follow until the round is closed. */
  credit(r: MoneyRequest): Promise<SeamlessResult>;
  /** Reverses one debit (`refTransactionId`) of a round not settled; an unknown id leaves a tombstone. */
  rollback(r: RollbackRequest): Promise<SeamlessResult>;
  /** A settled round's corrected total payout (`amount`): the difference is posted; closes the round. */
  resettle(r: ResettleRequest): Promise<SeamlessResult>;
  /** Cancels the round: stakes back, any payout taken back; closes it. */
  void(r: RoundRequest): Promise<SeamlessResult>;
  /** Closes the round: no debit or credit after it. */
  closeRound(r: RoundRequest): Promise<SeamlessResult>;
}

/** Each client method's route under /seamless/v1. */
const PATHS: Record<keyof SeamlessClient, string> = {
  balance: 'balance',
  debit: 'debit',
  credit: 'credit',
  rollback: 'rollback',
  resettle: 'resettle',
  void: 'void',
  closeRound: 'round-close',
};

export interface SeamlessClientOptions {
  /** The merchant whose wallet is called (`x-merchant-code`); default the app's MERCHANT_CODE. */
  merchantCode?: string;
}

/**
 * A seamless-wallet client for a vendor that runs inside this process (the demo vendor).
 *
 * It speaks exactly the HTTP contract an external vendor integration uses — `POST /seamless/v1/{balance,
 * debit,credit,rollback,resettle,void,round-close}` with `x-vendor-code`, `x-merchant-code` and `x-signature` (hex HMAC-SHA256 of
 * the raw JSON body with the vendor's secret from `vendor_secrets`) — only carried by `app.inject`
 * instead of a socket: the request is signed, parsed, signature-checked, validated and answered by the
 * same routes, hooks and error envelope. Nothing here bypasses the API, so whatever the demo vendor can
 * do, an external vendor can do, and the other way round.
 *
 * Each method answers the envelope's value or throws `SeamlessCallError` with the status, code and
 * message (`INSUFFICIENT_FUNDS`, `LAUNCH_SESSION_EXPIRED`, `IDEMPOTENCY_CONFLICT` …; docs/contracts.md).
 * `memberRef` is the reference `createLaunchSession` (app.seamless.createLaunchSession) returned at launch.
 */
export function createSeamlessClient(
  app: FastifyInstance,
  vendorCode: string,
  opts: SeamlessClientOptions = {},
): SeamlessClient {
  const merchantCode = opts.merchantCode ?? app.config.merchantCode;
  let secret: Promise<string> | null = null;
  const secretOf = (): Promise<string> => {
    secret ??= (async () => {
      const merchant = await app.merchants.findByCode(merchantCode);
      if (!merchant) throw new Error(`unknown merchant ${merchantCode}`);
      const s = await app.seamless.vendorSecret(merchant.id, vendorCode);
      if (!s) throw new Error(`merchant ${merchantCode} has no vendor ${vendorCode}`);
      return s;
    })();
    secret.catch(() => (secret = null));
    return secret;
  };
  const call = async <T>(op: keyof SeamlessClient, body: object): Promise<T> => {
    const payload = JSON.stringify(body);
    const res = await app.inject({
      method: 'POST',
      url: `/seamless/v1/${PATHS[op]}`,
      headers: {
        'content-type': 'application/json',
        'x-vendor-code': vendorCode,
        'x-merchant-code': merchantCode,
        'x-signature': signSeamlessBody(payload, await secretOf()),
      },
      payload,
    });
    const envelope = res.json() as { success: boolean; value: T; code?: string; message: string };
    if (!envelope.success) throw new SeamlessCallError(res.statusCode, envelope.code ?? 'INTERNAL', envelope.message);
    return envelope.value;
  };
  return {
    balance: (r) => call('balance', r),
    debit: (r) => call('debit', r),
    credit: (r) => call('credit', r),
    rollback: (r) => call('rollback', r),
    resettle: (r) => call('resettle', r),
    void: (r) => call('void', r),
    closeRound: (r) => call('closeRound', r),
  };
}
