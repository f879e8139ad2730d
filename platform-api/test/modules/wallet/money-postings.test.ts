import { DomainError } from '../../../src/infra/errors/domain-error';
import { moneyPostings } from '../../../src/modules/wallet/money-postings';
import { createWalletService, type WalletMerchant } from '../../../src/modules/wallet/wallet-service';
import { BACKENDS, openTestDb, type TestDb } from '../../helpers/db';
import { insertBareMembers, insertBareMerchant, ledgerInvariants, migrated } from '../../helpers/ledger';

describe.each(BACKENDS)('money in and out on the ledger on %s (ADR 0006)', (backend) => {
  let t: TestDb;
  let m: WalletMerchant;
  let members: number[];
  const wallet = () => createWalletService({ db: t.db, vendorCodes: async () => [] });
  beforeAll(async () => {
    t = await openTestDb(backend);
    await migrated(t.db);
    m = { id: await insertBareMerchant(t.db, 'MONEY'), currency: 'VND', isSingleWallet: true };
    members = await insertBareMembers(t.db, m.id, 4);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('credits a deposit from the channel once, however often it is posted', async () => {
    const w = wallet();
    const a = await w.moneyAccounts(m, members[0]!, 'DEMO_PSP');
    const first = await w.post(moneyPostings.deposit(a, 1, 50_000));
    const again = await Promise.all([1, 2, 3].map(() => w.post(moneyPostings.deposit(a, 1, 50_000))));
    expect(first.replayed).toBe(false);
    expect(again.every((p) => p.replayed)).toBe(true);
    expect(await w.mainBalance(m, members[0]!)).toBe(50_000);
    // The clearing account goes below zero: what the provider owes the merchant.
    expect(await w.accountBalance(a.clearing)).toBe(-50_000);
    // The same deposit id with another amount is a conflict, not a second credit.
    await expect(w.post(moneyPostings.deposit(a, 1, 60_000))).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('holds a withdrawal, then pays it out or refunds it; never more than the wallet holds', async () => {
    const w = wallet();
    const a = await w.moneyAccounts(m, members[1]!, 'BANK');
    await w.post(moneyPostings.deposit(a, 2, 30_000));
    await w.post(moneyPostings.withdrawHold(a, 10, 20_000));
    expect(await w.mainBalance(m, members[1]!)).toBe(10_000);
    expect(await w.heldBalance(m, members[1]!)).toBe(20_000);
    await w.post(moneyPostings.withdrawPay(a, 10, 20_000));
    expect(await w.heldBalance(m, members[1]!)).toBe(0);
    expect(await w.accountBalance(a.clearing)).toBe(-10_000);

    await w.post(moneyPostings.withdrawHold(a, 11, 10_000));
    await w.post(moneyPostings.withdrawRefund(a, 11, 10_000));
    expect(await w.mainBalance(m, members[1]!)).toBe(10_000);

    const over = w.post(moneyPostings.withdrawHold(a, 12, 10_001));
    await expect(over).rejects.toBeInstanceOf(DomainError);
    await expect(over).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(() => moneyPostings.withdrawHold(a, 13, 0)).toThrow('bad money amount');
  });

  it('moves a transfer to the upline once per request id', async () => {
    const w = wallet();
    const [player, upline] = [members[2]!, members[3]!];
    const a = await w.moneyAccounts(m, player, 'DEMO_PSP');
    const u = await w.moneyAccounts(m, upline, 'DEMO_PSP');
    await w.post(moneyPostings.deposit(a, 3, 9_000));
    const p = moneyPostings.transferUpline(a, u.main, upline, 'req-1', 4_000);
    await Promise.all([w.post(p), w.post(p)]);
    expect(await w.mainBalance(m, player)).toBe(5_000);
    expect(await w.mainBalance(m, upline)).toBe(4_000);
  });

  it('keeps the invariants: balances are their entries, members never below zero, each currency sums to 0', async () => {
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.every((r) => r.total === 0)).toBe(true);
  });
});
