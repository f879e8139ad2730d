/** @pglite: the ledger from a fresh migration on the embedded database too. */
import { DomainError } from '../../../src/infra/errors/domain-error';
import { createLedgerRepository } from '../../../src/modules/wallet/ledger-repository';
import { assertBalanced } from '../../../src/modules/wallet/posting-rules';
import { canonicalJson, HOUSE_SHARDS, houseShard } from '../../../src/modules/wallet/money';
import { createWalletService, FUN_CHIPS } from '../../../src/modules/wallet/wallet-service';
import { BACKENDS, openTestDb, type TestDb } from '../../helpers/db';
import { insertBareMembers, insertBareMerchant, ledgerInvariants, migrated } from '../../helpers/ledger';

describe('assertBalanced and canonicalJson', () => {
  it('refuses fewer than two legs, a repeated account, zero or fractional amounts and a non-zero sum', () => {
    expect(() => assertBalanced([{ accountId: 1, amount: 5 }])).toThrow('at least two');
    expect(() =>
      assertBalanced([
        { accountId: 1, amount: 5 },
        { accountId: 1, amount: -5 },
      ]),
    ).toThrow('once');
    expect(() =>
      assertBalanced([
        { accountId: 1, amount: 0 },
        { accountId: 2, amount: 0 },
      ]),
    ).toThrow('bad ledger amount');
    expect(() =>
      assertBalanced([
        { accountId: 1, amount: 0.5 },
        { accountId: 2, amount: -0.5 },
      ]),
    ).toThrow('bad ledger amount');
    expect(() =>
      assertBalanced([
        { accountId: 1, amount: 5 },
        { accountId: 2, amount: -4 },
      ]),
    ).toThrow('sum to 1');
    expect(() =>
      assertBalanced([
        { accountId: 1, amount: 5 },
        { accountId: 2, amount: -3 },
        { accountId: 3, amount: -2 },
      ]),
    ).not.toThrow();
  });

  it('serialises objects with sorted keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });
});

describe.each(BACKENDS)('ledger on %s', (backend) => {
  let t: TestDb;
  let merchantId: number;
  let members: number[];
  const ledger = () => createLedgerRepository(t.db);
  beforeAll(async () => {
    t = await openTestDb(backend);
    await migrated(t.db);
    merchantId = await insertBareMerchant(t.db, 'LEDGER');
    members = await insertBareMembers(t.db, merchantId, 6);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const accounts = async (memberId: number) => {
    const l = ledger();
    return {
      l,
      house: await l.accountId({ merchantId, kind: 'HOUSE', currency: 'VND' }),
      main: await l.accountId({ merchantId, kind: 'MEMBER_MAIN', memberId, currency: 'VND' }),
    };
  };

  it('creates each account once, whoever asks', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(() =>
        createLedgerRepository(t.db).accountId({
          merchantId,
          kind: 'MEMBER_MAIN',
          memberId: members[0]!,
          currency: 'VND',
        }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const { rows } = await t.db.query('SELECT 1 FROM ledger_accounts WHERE member_id = $1', [members[0]]);
    expect(rows).toHaveLength(1);
  });

  it('posts balanced entries with the balance after each leg, once per key', async () => {
    const { l, house, main } = await accounts(members[1]!);
    const posting = {
      merchantId,
      kind: 'FUNDING' as const,
      idempotencyKey: `test:${members[1]}`,
      memberId: members[1]!,
      entries: [
        { accountId: house, amount: -500 },
        { accountId: main, amount: 500 },
      ],
    };
    const first = await l.post(posting);
    expect(first.replayed).toBe(false);
    expect(first.balances[String(main)]).toBe(500);
    const again = await l.post(posting);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await l.balanceOf({ merchantId, kind: 'MEMBER_MAIN', memberId: members[1]!, currency: 'VND' })).toBe(500);
    const { rows } = await t.db.query<{ amount: unknown; balance_after: unknown }>(
      'SELECT amount, balance_after FROM ledger_entries WHERE account_id = $1',
      [main],
    );
    expect(rows.map((r) => [Number(r.amount), Number(r.balance_after)])).toEqual([[500, 500]]);
    // The same key with another request: conflict, nothing moves.
    await expect(
      l.post({
        ...posting,
        entries: [
          { accountId: house, amount: -600 },
          { accountId: main, amount: 600 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await l.balanceOf({ merchantId, kind: 'MEMBER_MAIN', memberId: members[1]!, currency: 'VND' })).toBe(500);
  });

  it('refuses to take a member below zero and leaves nothing behind (the key stays usable)', async () => {
    const { l, house, main } = await accounts(members[2]!);
    const bet = (amount: number) =>
      l.post({
        merchantId,
        kind: 'BET',
        idempotencyKey: `bet:${members[2]}`,
        entries: [
          { accountId: main, amount: -amount },
          { accountId: house, amount },
        ],
      });
    const err = await bet(1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await l.hasTransaction(merchantId, `bet:${members[2]}`)).toBe(false);
    await l.post({
      merchantId,
      kind: 'FUNDING',
      idempotencyKey: `fund:${members[2]}`,
      entries: [
        { accountId: house, amount: -1 },
        { accountId: main, amount: 1 },
      ],
    });
    expect((await bet(1)).balances[String(main)]).toBe(0);
  });

  it('posts concurrent postings on one key once, and concurrent bets never overdraw', async () => {
    const { l, house, main } = await accounts(members[3]!);
    const fund = () =>
      l.post({
        merchantId,
        kind: 'FUNDING',
        idempotencyKey: `race:${members[3]}`,
        entries: [
          { accountId: house, amount: -1000 },
          { accountId: main, amount: 1000 },
        ],
      });
    const results = await Promise.all(Array.from({ length: 8 }, fund));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const bets = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        l.post({
          merchantId,
          kind: 'BET',
          idempotencyKey: `race-bet:${members[3]}:${i}`,
          entries: [
            { accountId: main, amount: -100 },
            { accountId: house, amount: 100 },
          ],
        }),
      ),
    );
    expect(bets.filter((b) => b.status === 'fulfilled')).toHaveLength(10);
    expect(bets.filter((b) => b.status === 'rejected').map((b) => (b as PromiseRejectedResult).reason.code)).toEqual([
      'INSUFFICIENT_FUNDS',
      'INSUFFICIENT_FUNDS',
    ]);
    expect(await l.balanceOf({ merchantId, kind: 'MEMBER_MAIN', memberId: members[3]!, currency: 'VND' })).toBe(0);
  });

  it('the database refuses unbalanced entries at commit, entry updates and negative member balances', async () => {
    const { house, main } = await accounts(members[4]!);
    await expect(
      t.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, request_hash)
           VALUES ($1, 'FUNDING', 'raw', 'h') RETURNING id`,
          [merchantId],
        );
        await tx.query(
          'INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, 7, 0)',
          [rows[0]!.id, main],
        );
      }),
    ).rejects.toThrow('unbalanced');
    await expect(t.db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [main])).rejects.toThrow();
    await expect(
      t.db.query('UPDATE ledger_entries SET amount = amount WHERE account_id = $1', [house]),
    ).rejects.toThrow('append-only');
  });

  it('starts a member at 0, adjusts once per key (credit and debit, never below 0), and gives fun chips in their own currency', async () => {
    const wallet = createWalletService({ db: t.db, vendorCodes: async () => [] });
    const m = { id: merchantId, currency: 'VND', isSingleWallet: true };
    expect(await wallet.mainBalance(m, members[5]!)).toBe(0);
    const credit = { amount: 70_000, key: `adjust:${members[5]}:1`, note: 'goodwill' };
    const results = await Promise.all([1, 2, 3].map(() => wallet.adjust(m, members[5]!, credit)));
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    await wallet.adjust(m, members[5]!, { amount: -20_000, key: `adjust:${members[5]}:2`, note: 'correction' });
    await expect(
      wallet.adjust(m, members[5]!, { amount: -50_001, key: `adjust:${members[5]}:3`, note: 'too much' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await wallet.ensureFunChips(merchantId, members[5]!);
    await wallet.ensureFunChips(merchantId, members[5]!);
    expect(await wallet.mainBalance(m, members[5]!)).toBe(50_000);
    expect(await wallet.funBalance(merchantId, members[5]!)).toBe(FUN_CHIPS);
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.every((x) => x.total === 0)).toBe(true);
    expect(inv.totals.map((x) => x.currency)).toEqual(['FUN', 'VND']);
  });

  it('takes each member’s house row by its shard, so two members’ postings lock different rows, and the shards sum to the house', async () => {
    const wallet = createWalletService({ db: t.db, vendorCodes: async () => [] });
    const m = { id: merchantId, currency: 'VND', isSingleWallet: true };
    const [a, b] = members.filter((id) => houseShard(id) !== 0).slice(0, 2) as [number, number];
    const houseA = await wallet.houseAccount(merchantId, 'VND', a);
    expect(houseA).not.toBe(await wallet.houseAccount(merchantId, 'VND', b));
    expect(houseA).not.toBe(await wallet.houseAccount(merchantId, 'VND'));
    expect(await wallet.houseAccountIds([{ merchantId, memberId: a, currency: 'VND' }])).toEqual([houseA]);
    await wallet.adjust(m, a, { amount: 1_234, key: `shard:${a}`, note: 'shard' });
    const { rows } = await t.db.query<{ shard: number; balance: string }>(
      'SELECT shard, balance::text AS balance FROM ledger_accounts WHERE id = $1',
      [houseA],
    );
    expect(rows[0]).toEqual({ shard: houseShard(a), balance: expect.any(String) });
    const sum = await t.db.query<{ total: string }>(
      `SELECT sum(balance)::text AS total FROM ledger_accounts WHERE merchant_id = $1 AND currency = 'VND'`,
      [merchantId],
    );
    expect(Number(sum.rows[0]!.total)).toBe(0);
    expect(houseShard(HOUSE_SHARDS + 3)).toBe(3);
    expect(houseShard(null)).toBe(0);
  });
});
