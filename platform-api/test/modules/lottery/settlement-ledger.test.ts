import { DomainError } from '../../../src/infra/errors/domain-error';
import { createLedgerRepository } from '../../../src/modules/wallet/ledger-repository';
import type { Posting } from '../../../src/modules/wallet/ledger-types';
import { BACKENDS, openTestDb, type TestDb } from '../../helpers/db';
import { insertBareMerchant, ledgerInvariants, migrated } from '../../helpers/ledger';
import { insertMembers } from './helpers/settlement-data';

/** The ledger's bulk posting (`postMany`), which settlement uses: the guarantees of `post`, many at once. */
describe.each(BACKENDS)('ledger postMany on %s', (backend) => {
  let t: TestDb;
  let merchantId: number;
  let house: number;
  let mains: number[];
  const ledger = () => createLedgerRepository(t.db);
  const win = (i: number, amount: number, key = `w:${i}`): Posting => ({
    merchantId,
    kind: 'WIN',
    idempotencyKey: key,
    memberId: null,
    entries: [
      { accountId: house, amount: -amount },
      { accountId: mains[i]!, amount },
    ],
  });

  beforeAll(async () => {
    t = await openTestDb(backend);
    await migrated(t.db);
    merchantId = await insertBareMerchant(t.db, 'BULK');
    const members = await insertMembers(t.db, merchantId, 3);
    mains = await ledger().accountIds(
      members.map((memberId) => ({ merchantId, kind: 'MEMBER_MAIN', memberId, currency: 'VND' })),
    );
    [house] = (await ledger().accountIds([{ merchantId, kind: 'HOUSE', currency: 'VND' }])) as [number];
  }, 60_000);
  afterAll(() => t.cleanup());

  it('resolves the same account ids as accountId, creating missing ones', async () => {
    const one = await createLedgerRepository(t.db).accountId({ merchantId, kind: 'HOUSE', currency: 'VND' });
    expect(one).toBe(house);
    expect(new Set(mains).size).toBe(3);
  });

  it('posts many in order with running balances; a replay moves nothing, another request conflicts', async () => {
    const posted = await t.db.transaction((tx) =>
      ledger().postMany([win(0, 500), win(1, 700), win(0, 300, 'w:0b')], tx),
    );
    expect(posted.map((p) => p.replayed)).toEqual([false, false, false]);
    expect(posted[0]!.balances).toEqual({ [house]: -500, [mains[0]!]: 500 });
    expect(posted[2]!.balances).toEqual({ [house]: -1_500, [mains[0]!]: 800 });
    const again = await t.db.transaction((tx) => ledger().postMany([win(1, 700), win(2, 100)], tx));
    expect(again.map((p) => p.replayed)).toEqual([true, false]);
    expect(again[0]).toEqual({ ...posted[1], replayed: true });
    await expect(
      t.db.transaction((tx) => ledger().postMany([win(2, 5, 'w:new'), win(1, 701)], tx)),
    ).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    // All or nothing: the new key of the refused batch was not kept.
    expect(await ledger().hasTransaction(merchantId, 'w:new')).toBe(false);
    expect(await ledger().balanceById(mains[0]!)).toBe(800);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE created_at IS NOT NULL AND balance_after IS NOT NULL',
    );
    expect(rows[0]!.n).toBe(8);
  });

  it('never takes a member below zero (INSUFFICIENT_FUNDS, nothing written)', async () => {
    const back: Posting = { ...win(2, -101, 'too-much') };
    const err = await t.db.transaction((tx) => ledger().postMany([win(1, 1, 'fine'), back], tx)).catch((e) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err.code).toBe('INSUFFICIENT_FUNDS');
    expect(await ledger().hasTransaction(merchantId, 'fine')).toBe(false);
    const inv = await ledgerInvariants(t.db);
    expect([inv.drift, inv.negative, inv.unbalanced]).toEqual([[], [], []]);
    expect(inv.totals.every((x) => x.total === 0)).toBe(true);
  });
});
