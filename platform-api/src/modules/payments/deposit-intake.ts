import { feeOf, type Deposit, type DepositKind, type paymentsApi, type RequestOf } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import { checkImage } from '../../infra/http/image-type';
import type { UploadedFile } from '../../infra/http/multipart';
import { plainText } from '../../infra/sanitize';
import { requireVerifiedIdentity } from '../id-verification';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import type { ResponsibleGamingService } from '../responsible-gaming';
import { requestHash, walletError } from '../wallet';
import type { DepositMethodRepository, DepositMethodRow } from './deposit-method-repository';
import { depositView, type DepositRepository, type DepositRow, type NewDeposit } from './deposit-repository';
import { paymentsError } from './errors';
import type { PaymentGateway } from './gateways/gateway';

export interface IntakeDeps {
  db: Db;
  methods: DepositMethodRepository;
  deposits: DepositRepository;
  /** The payment providers by channel code (DEMO_PSP …). */
  gateways: Readonly<Record<string, PaymentGateway>>;
  /** Responsible gaming's refusal of a new deposit (self-excluded, over a limit), in the inserting transaction. */
  limits: Pick<ResponsibleGamingService, 'assertDepositAllowed'>;
  /** The identity status (Philippines variant: KYC_REQUIRED before it is verified). */
  members: Pick<MembersService, 'idVerificationStatus'>;
}

type GatewayInput = RequestOf<typeof paymentsApi.createGatewayDeposit>;
type BankInput = Omit<RequestOf<typeof paymentsApi.createBankTransferDeposit>, 'receipt'>;

/** The member's page the provider sends the player back to. */
export const depositReturnPath = (depositId: number): string => `/member?page=depositv2&deposit=${depositId}`;

/**
 * The method a deposit names, checked: the merchant's, enabled, of `kind` (else VALIDATION on
 * `methodCode`), and the amount within its limits (else VALIDATION on `amount` with `min` and `max`).
 */
async function methodFor(deps: IntakeDeps, merchantId: number, code: string, kind: DepositKind, amount: number) {
  const m = await deps.methods.find(merchantId, code);
  if (!m || !m.enabled || m.kind !== kind)
    throw commonError(
      'VALIDATION',
      { field: 'methodCode', detail: `${code} is not an enabled ${kind} method of this merchant` },
      { message: 'err_deposit_method_unavailable' },
    );
  if (amount < m.minAmount || amount > m.maxAmount)
    throw commonError(
      'VALIDATION',
      { field: 'amount', min: m.minAmount, max: m.maxAmount, detail: `amount must be ${m.minAmount}–${m.maxAmount}` },
      { message: 'err_deposit_amount_range' },
    );
  return m;
}

const newDeposit = (
  merchant: Merchant,
  memberId: number,
  m: DepositMethodRow,
  input: { amount: number; requestId: string },
  hash: string,
): NewDeposit => ({
  merchantId: merchant.id,
  memberId,
  methodId: m.id,
  methodCode: m.code,
  kind: m.kind,
  channel: m.channel,
  amount: input.amount,
  // The method's fee as it is now: a later change of the rule does not touch a deposit already made.
  fee: feeOf(input.amount, m.fee),
  currency: merchant.currency,
  requestId: input.requestId,
  requestHash: hash,
});

/** The deposit a double submit already created: the same request answers it, another one is IDEMPOTENCY_CONFLICT. */
function sameRequest(prior: DepositRow, hash: string): DepositRow {
  if (prior.requestHash !== hash)
    throw walletError('IDEMPOTENCY_CONFLICT', { field: 'requestId', detail: 'requestId was used for another deposit' });
  return prior;
}

/**
 * The deposit of this request: the first one again for a double submit (before any limit: it counts
 * already), else — responsible gaming allowing it — a new PENDING one, with `then` in the same transaction.
 */
async function insertDeposit(
  deps: IntakeDeps,
  d: NewDeposit,
  then: (created: DepositRow, tx: Db) => Promise<void> = async () => undefined,
): Promise<DepositRow> {
  return deps.db.transaction(async (tx) => {
    // One new deposit of a member at a time: a double submit finds the first, a limit counts it.
    await deps.deposits.lockMember(d.memberId, tx);
    const prior = await deps.deposits.findByRequest(d.memberId, d.requestId, tx);
    if (prior) return sameRequest(prior, d.requestHash);
    await deps.limits.assertDepositAllowed(d.memberId, d.amount, tx);
    const created = await deps.deposits.insert(d, tx);
    if (!created) throw new Error(`deposit request ${d.requestId} neither inserted nor found`);
    await then(created, tx);
    return created;
  });
}

/**
 * POST /wps/payments/deposits/gateway: a PENDING deposit, then the provider's payment session for it
 * (the provider finds the same session again for the same reference, so a double submit racing this
 * one gets the same page). The provider refusing or unreachable: the deposit is FAILED and the answer
 * PROVIDER_UNAVAILABLE. `origin` is the site's origin, for the page the provider sends the player back to.
 */
export async function createGatewayDeposit(
  deps: IntakeDeps,
  merchant: Merchant,
  memberId: number,
  input: GatewayInput,
  origin: string,
): Promise<{ deposit: Deposit; payUrl: string }> {
  await requireVerifiedIdentity(deps.members, merchant, memberId);
  const m = await methodFor(deps, merchant.id, input.methodCode, 'GATEWAY', input.amount);
  const gateway = deps.gateways[m.channel];
  if (!gateway) throw new Error(`deposit method ${m.code} names no known provider ${m.channel}`);
  const hash = requestHash({ kind: 'GATEWAY', methodCode: m.code, amount: input.amount });
  const d = await insertDeposit(deps, newDeposit(merchant, memberId, m, input, hash));
  if (d.payUrl || d.status !== 'PENDING') return { deposit: depositView(d), payUrl: d.payUrl ?? '' };
  let session: { session: string; payUrl: string };
  try {
    session = await gateway.createPayment({
      merchant,
      reference: String(d.id),
      amount: d.amount,
      currency: d.currency,
      returnUrl: origin + depositReturnPath(d.id),
    });
  } catch (e) {
    await deps.db.transaction((tx) => deps.deposits.complete(d.id, 'FAILED', { reason: 'provider_unavailable' }, tx));
    throw paymentsError('PROVIDER_UNAVAILABLE', { detail: (e as Error).message });
  }
  await deps.deposits.setPaymentSession(d.id, session.session, session.payUrl);
  return { deposit: depositView(d), payUrl: session.payUrl };
}

/**
 * POST /wps/payments/deposits/bank-transfer: the receipt checked like every upload (present, then size,
 * then jpeg/png by content), then a PENDING deposit with its receipt in one transaction. It waits for
 * the operator (approve → credited, reject → REJECTED).
 */
export async function createBankTransferDeposit(
  deps: IntakeDeps,
  merchant: Merchant,
  memberId: number,
  input: BankInput,
  receipt: UploadedFile | undefined,
): Promise<{ deposit: Deposit }> {
  await requireVerifiedIdentity(deps.members, merchant, memberId);
  const m = await methodFor(deps, merchant.id, input.methodCode, 'BANK_TRANSFER', input.amount);
  if (!receipt) throw paymentsError('RECEIPT_REQUIRED', { field: 'receipt' });
  const image = checkImage(receipt, {
    tooLarge: () => paymentsError('RECEIPT_IMAGE_TOO_LARGE', { field: 'receipt' }),
    badType: () => paymentsError('RECEIPT_IMAGE_TYPE', { field: 'receipt' }),
  });
  // The plain-text rule (docs/conventions.md): markup in the payer name is refused (VALIDATION on payerName).
  const payerName = plainText(input.payerName ?? '', 'payerName') || null;
  const hash = requestHash({
    kind: 'BANK_TRANSFER',
    methodCode: m.code,
    amount: input.amount,
    payerName,
    receipt: image.sha256,
  });
  const d = await insertDeposit(deps, { ...newDeposit(merchant, memberId, m, input, hash), payerName }, (created, tx) =>
    deps.deposits.saveReceipt(created.id, image, receipt.filename || null, tx),
  );
  return { deposit: depositView(d) };
}
