import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Envelope, ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { parseSignedJson } from '../../../../../infra/http/signed-json-body';
import { merchantNotFound } from '../../../../../infra/errors/common-errors';
import { merchantOf } from '../../../../../infra/http/request-merchant';
import type { Merchant } from '../../../../merchants';
import { seamlessError } from '../../../errors';
import { seamlessSignatureMatches } from '../../../seamless-signature';

const Id = Type.String({ minLength: 1, maxLength: 128 });
const Amount = Type.Integer({ minimum: 0, maximum: 1_000_000_000_00 });
const Currency = Type.String({ minLength: 1, maxLength: 8 });
const GameCode = Type.String({ minLength: 1, maxLength: 64 });

const BalanceBody = Type.Object({ memberRef: Id, currency: Type.Optional(Currency) });
const MoneyBody = Type.Object({
  transactionId: Id,
  roundId: Id,
  memberRef: Id,
  amount: Amount,
  gameCode: GameCode,
  currency: Currency,
});
/** A credit may name the house's commission of a PVP hand (`rake`, minor units; docs/vendor-integration.md §4). */
const CreditBody = Type.Object({ ...MoneyBody.properties, rake: Type.Optional(Amount) });
const RollbackBody = Type.Object({
  transactionId: Id,
  refTransactionId: Id,
  memberRef: Id,
  roundId: Type.Optional(Id),
  gameCode: Type.Optional(GameCode),
  currency: Type.Optional(Currency),
  amount: Type.Optional(Amount),
});

/** Void and round close: the round; game and currency are optional echoes (default: the launch's). */
const RoundBody = Type.Object({
  transactionId: Id,
  roundId: Id,
  memberRef: Id,
  gameCode: Type.Optional(GameCode),
  currency: Type.Optional(Currency),
});

const BalanceReply = Type.Object({ balance: Type.Integer(), currency: Type.String() });
const Result = Type.Object({
  balance: Type.Integer(),
  currency: Type.String(),
  transactionId: Type.String(),
  status: Type.Literal('OK'),
  /** Resettle and void: what a debit adjustment could not take (the house absorbed it), when above 0. */
  shortfall: Type.Optional(Type.Integer()),
});
const balanceSchema = { body: BalanceBody, response: { 200: Envelope(BalanceReply) } };
const moneySchema = { body: MoneyBody, response: { 200: Envelope(Result) } };
const creditSchema = { body: CreditBody, response: { 200: Envelope(Result) } };
const rollbackSchema = { body: RollbackBody, response: { 200: Envelope(Result) } };
const roundSchema = { body: RoundBody, response: { 200: Envelope(Result) } };

/** Bodies are small; anything larger is not a seamless-wallet request. */
const BODY_LIMIT = 16 * 1024;

interface Caller {
  merchant: Merchant;
  vendor: string;
}

/**
 * The seamless-wallet API (ADR 0002): what a game vendor calls, server to server, to read a member's
 * balance and to debit stakes, credit payouts, roll debits back, resettle or void a round and close it
 * (ADR 0018). Not in shared-contracts (no browser
 * calls it); answers the same envelope.
 *
 * Every request is `POST` JSON with `x-vendor-code` (a vendor of the merchant), optionally
 * `x-merchant-code` (default: the merchant of the Host, as for /wps) and `x-signature`: hex
 * HMAC-SHA256 of the raw body with the vendor's secret. Anything else is `401 BAD_SIGNATURE`, checked
 * before the body is even parsed. `createSeamlessClient` (seamless-client.ts) signs and calls
 * these routes in process.
 */
export default async function seamlessV1Routes(app: FastifyInstance): Promise<void> {
  const { seamless, merchants } = app;
  const callers = new WeakMap<FastifyRequest, Caller>();

  /** Resolves the merchant and vendor and checks the signature of the raw body (once per request). */
  const authenticate = async (request: FastifyRequest, raw: string): Promise<void> => {
    const code = request.headers['x-merchant-code'];
    const merchant =
      typeof code === 'string' && code !== '' ? await merchants.findByCode(code) : await merchantOf(request);
    if (!merchant) throw merchantNotFound();
    const vendor = request.headers['x-vendor-code'];
    const secret =
      typeof vendor === 'string' && vendor !== '' ? await seamless.vendorSecret(merchant.id, vendor) : null;
    if (!secret || !seamlessSignatureMatches(raw, secret, request.headers['x-signature']))
      throw seamlessError('BAD_SIGNATURE');
    callers.set(request, { merchant, vendor: vendor as string });
  };

  // The signature is over the exact bytes sent: parsed only once it matches.
  parseSignedJson(app, BODY_LIMIT, authenticate, (request) => callers.has(request));
  const callerOf = (request: FastifyRequest): Caller => {
    const caller = callers.get(request);
    if (!caller) throw seamlessError('BAD_SIGNATURE');
    return caller;
  };

  app.post<{ Body: Static<typeof BalanceBody> }>('/balance', { schema: balanceSchema }, async (request) => {
    const { merchant, vendor } = callerOf(request);
    return ok(await seamless.balance(merchant, vendor, request.body));
  });
  app.post<{ Body: Static<typeof MoneyBody> }>('/debit', { schema: moneySchema }, async (request) => {
    const { merchant, vendor } = callerOf(request);
    return ok(await seamless.debit(merchant, vendor, request.body));
  });
  app.post<{ Body: Static<typeof CreditBody> }>('/credit', { schema: creditSchema }, async (request) => {
    const { merchant, vendor } = callerOf(request);
    return ok(await seamless.credit(merchant, vendor, request.body));
  });
  app.post<{ Body: Static<typeof RollbackBody> }>('/rollback', { schema: rollbackSchema }, async (request) => {
    const { merchant, vendor } = callerOf(request);
    return ok(await seamless.rollback(merchant, vendor, request.body));
  });
  // Resettle: `amount` is the round's corrected total payout (ADR 0018).
  app.post<{ Body: Static<typeof MoneyBody> }>('/resettle', { schema: moneySchema }, async (request) => {
    const { merchant, vendor } = callerOf(request);
    return ok(await seamless.resettle(merchant, vendor, request.body));
  });
  app.post<{ Body: Static<typeof RoundBody> }>('/void', { schema: roundSchema }, async (request) => {
    const { merchant, vendor } = callerOf(request);
    return ok(await seamless.void(merchant, vendor, request.body));
  });
  app.post<{ Body: Static<typeof RoundBody> }>('/round-close', { schema: roundSchema }, async (request) => {
    const { merchant, vendor } = callerOf(request);
    return ok(await seamless.closeRound(merchant, vendor, request.body));
  });
}
