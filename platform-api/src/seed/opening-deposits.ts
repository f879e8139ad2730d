import type { Db } from '../infra/db';
import { createInboxService } from '../modules/inbox/inbox-service';
import { createDepositMethodRepository } from '../modules/payments/deposit-method-repository';
import { createDepositRepository } from '../modules/payments/deposit-repository';
import { creditDeposit } from '../modules/payments/deposit-settlement';
import { requestHash } from '../modules/wallet';
import { createWalletService } from '../modules/wallet/wallet-service';
import { insertDepositMethods } from './payments';

/** The operator who "approved" the seed's opening deposits, as the deposit's payer name shows. */
const SEED_PAYER = 'DEMO SEED';

/**
 * Gives each seeded account its opening money as a real, credited bank-transfer deposit (ADR 0006): a
 * `deposits` row, the DEPOSIT posting from the merchant's BANK clearing account and the "Deposit
 * credited" message — so the demo plays at once, every balance is explained by a deposit, and the
 * withdrawal's turnover rule has a deposit to count from. Inserts the merchant's demo deposit methods
 * first (the start-up `ensureDepositMethods` then finds them). In the seed's transaction `tx`.
 */
export async function insertOpeningDeposits(
  tx: Db,
  merchant: { id: number; name: string; currency: string; isSingleWallet: boolean },
  accounts: readonly { memberId: number; amount: number }[],
): Promise<void> {
  await insertDepositMethods(tx, merchant);
  const bank = await createDepositMethodRepository(tx).find(merchant.id, 'BANK');
  if (!bank) throw new Error('the demo BANK deposit method is missing');
  const deposits = createDepositRepository(tx);
  const wallet = createWalletService({ db: tx, vendorCodes: async () => [] });
  const deps = { deposits, wallet, inbox: createInboxService({ db: tx }) };
  for (const { memberId, amount } of accounts) {
    const d = await deposits.insert({
      merchantId: merchant.id,
      memberId,
      methodId: bank.id,
      methodCode: bank.code,
      kind: bank.kind,
      channel: bank.channel,
      amount,
      fee: 0,
      currency: merchant.currency,
      requestId: 'opening-deposit',
      requestHash: requestHash({ kind: 'OPENING', amount }),
      payerName: SEED_PAYER,
    });
    if (!d) throw new Error(`member ${memberId} already has an opening deposit`);
    await creditDeposit(deps, d, await wallet.moneyAccounts(merchant, memberId, bank.channel), tx);
  }
}
