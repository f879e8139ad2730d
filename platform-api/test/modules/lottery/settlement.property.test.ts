/** @postgres-only: a second API instance over its own pool races the first. */
/**
 * Property-based test of lottery settlement on PostgreSQL (fast-check): random seeds of every structure's
 * game, random members and random lines of every bet type of it (numbers often taken from the drawn
 * result, so wins are common), placed with real BET postings. Settled by two settlers at once (two app
 * instances over two pools, small chunks, the first with two workers), then again. Each member's WIN posting must be exactly what an
 * independent reference computes from the result (occurrences counted here, not via BET_TYPE_SPECS),
 * lines and rounds closed, the re-run paying nothing, and the ledger's invariants hold.
 *
 * LOTTERY_PBT_RUNS (default 20), seed LOTTERY_PBT_SEED (default 20261126; `random` for a new one).
 */
import fc from 'fast-check';
import { VN_BET_TYPES, SEA_BET_TYPES, findGame, type BetType, type LotteryResult } from 'shared-contracts/lottery';
import { createLotterySettlement } from '../../../src/modules/lottery/settlement';
import type { WalletMerchant } from '../../../src/modules/wallet';
import { buildTestApp } from '../../helpers/app';
import { openSeededDb, type TestDb } from '../../helpers/db';
import { fund } from '../../helpers/funding';
import { ledgerInvariants } from '../../helpers/ledger';
import {
  drawPostings,
  drawState,
  insertDraw,
  insertMembers,
  placeSlip,
  type TestLine,
} from './helpers/settlement-data';
import type { FastifyInstance } from 'fastify';

const RUNS = Number(process.env.LOTTERY_PBT_RUNS ?? 20);
const SEED_ENV = process.env.LOTTERY_PBT_SEED ?? '20261126';
const SEED = SEED_ENV === 'random' ? undefined : Number(SEED_ENV);
const GAMES = ['VN_FAST_1M', 'VN_FAST_5M', 'SEA_THAI_5M'] as const;

const DIGITS: Record<BetType, number> = {
  LO2: 2,
  LO3: 3,
  DE: 2,
  DE_FIRST: 2,
  DE_HEAD: 1,
  DE_TAIL: 1,
  BA_CANG: 3,
  XIEN2: 2,
  XIEN3: 2,
  XIEN4: 2,
  TRUOT4: 2,
  TRUOT8: 2,
  TRUOT10: 2,
  TOP3: 3,
  TOP2: 2,
  BOTTOM2: 2,
  FRONT3: 3,
  BACK3: 3,
};
const COMBO: Partial<Record<BetType, number>> = { XIEN2: 2, XIEN3: 3, XIEN4: 4, TRUOT4: 4, TRUOT8: 8, TRUOT10: 10 };

/** How many times `n` wins on `r` for `type` (per number; the combination for xiên / lô trượt), the reference. */
function refHits(type: BetType, numbers: string[], r: LotteryResult): number {
  const every = Object.values(r).flat();
  const last = (s: string, k: number) => s.substring(s.length - k);
  const lo = every.map((s) => last(s, 2));
  const n = numbers[0]!;
  const occurrences = (list: string[], x: string) => list.filter((y) => y === x).length;
  switch (type) {
    case 'LO2':
      return occurrences(lo, n);
    case 'LO3':
      return occurrences(
        every.filter((s) => s.length > 2).map((s) => last(s, 3)),
        n,
      );
    case 'DE':
      return +(last(r.DB![0]!, 2) === n);
    case 'DE_FIRST':
      return +(last(r.G1![0]!, 2) === n);
    case 'DE_HEAD':
      return +(r.DB![0]!.charAt(r.DB![0]!.length - 2) === n);
    case 'DE_TAIL':
      return +(last(r.DB![0]!, 1) === n);
    case 'BA_CANG':
      return +(last(r.DB![0]!, 3) === n);
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return +numbers.every((x) => lo.includes(x));
    case 'TRUOT4':
    case 'TRUOT8':
    case 'TRUOT10':
      return +numbers.every((x) => !lo.includes(x));
    case 'TOP3':
      return +(last(r.FIRST![0]!, 3) === n);
    case 'TOP2':
      return +(last(r.FIRST![0]!, 2) === n);
    case 'BOTTOM2':
      return +(r.BACK2![0] === n);
    case 'FRONT3':
      return occurrences(r.FRONT3!, n);
    case 'BACK3':
      return occurrences(r.BACK3!, n);
  }
}

/** The reference payout of a line: each number alone or the one combination. */
function refPayout(l: TestLine, r: LotteryResult): number {
  const per = l.unit * l.multiplier;
  const bets = COMBO[l.betType] ? [l.numbers] : l.numbers.map((n) => [n]);
  return bets.reduce((s, b) => s + Math.floor((per * l.odds * refHits(l.betType, b, r)) / 100), 0);
}

const recipeArb = fc.record({
  type: fc.nat(100),
  count: fc.integer({ min: 1, max: 6 }),
  raw: fc.array(fc.nat(999_999), { minLength: 12, maxLength: 12 }),
  fromResult: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
  unit: fc.integer({ min: 1, max: 50 }).map((u) => u * 100),
  multiplier: fc.integer({ min: 1, max: 5 }),
  odds: fc.integer({ min: 1, max: 120_000 }),
  member: fc.nat(5),
});
type Recipe = typeof recipeArb extends fc.Arbitrary<infer T> ? T : never;

/** A valid line from a recipe: numbers of the type's digits, distinct, often the result's own endings. */
function lineOf(rc: Recipe, types: readonly BetType[], r: LotteryResult): TestLine {
  const betType = types[rc.type % types.length]!;
  const d = DIGITS[betType];
  const want = COMBO[betType] ?? rc.count;
  const endings = Object.values(r)
    .flat()
    .filter((s) => s.length >= d)
    .map((s) => s.substring(s.length - d));
  const picked = new Set<string>();
  for (let i = 0; picked.size < want; i += 1) {
    const raw = rc.raw[i % 12]! + Math.floor(i / 12);
    const fresh = String(raw % 10 ** d).padStart(d, '0');
    picked.add(rc.fromResult[i % 12] && i < 12 ? endings[raw % endings.length]! : fresh);
  }
  return { betType, numbers: [...picked], unit: rc.unit, multiplier: rc.multiplier, odds: rc.odds };
}

describe('lottery settlement pays exactly the reference, once, under concurrent settlers (PostgreSQL, fast-check)', () => {
  let db: TestDb;
  let apps: FastifyInstance[];
  let second: TestDb['db'];
  let merchant: WalletMerchant;

  beforeAll(async () => {
    db = await openSeededDb('postgres');
    second = db.reopen!();
    apps = [await buildTestApp(db.db), await buildTestApp(second)];
    merchant = (await apps[0]!.merchants.findByCode('DEMO'))!;
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second.close();
    await db.cleanup();
  });

  it('each member gets its reference winnings once; the re-run pays nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GAMES),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(recipeArb, { minLength: 15, maxLength: 60 }),
        fc.integer({ min: 1, max: 3 }),
        async (gameCode, seedBytes, recipes, chunk) => {
          const app = apps[0]!;
          const seed = Buffer.from(seedBytes).toString('hex');
          const draw = await insertDraw(db.db, gameCode, 'DRAWN', seed);
          const result = draw.result!;
          const types = findGame(gameCode)!.structure === 'THAI' ? SEA_BET_TYPES : VN_BET_TYPES;
          const members = await insertMembers(db.db, merchant.id, 6);
          const expected = new Map<number, number>();
          const byMember = new Map<number, TestLine[]>();
          for (const rc of recipes) {
            const l = lineOf(rc, types, result);
            const m = members[rc.member]!;
            byMember.set(m, [...(byMember.get(m) ?? []), l]);
            expected.set(m, (expected.get(m) ?? 0) + refPayout(l, result));
          }
          for (const [m, lines] of byMember) {
            await fund(app, m);
            await placeSlip(app, merchant, m, { id: draw.id, gameCode }, lines);
          }
          // The first settler also runs two chunks at once (as the service does on PostgreSQL).
          const settlers = apps.map((a, i) =>
            createLotterySettlement(
              { db: a.db, wallet: a.wallet, bets: a.bets, now: () => new Date() },
              { chunkMembers: chunk, workers: i === 0 ? 2 : 1 },
            ),
          );
          const outs = await Promise.all(settlers.map((s) => s.settleDraw(draw.id)));
          const total = [...expected.values()].reduce((a, b) => a + b, 0);
          expect(outs[0]!.settled + outs[1]!.settled).toBe(recipes.length);
          expect(outs[0]!.paid + outs[1]!.paid).toBe(total);
          const wins = await drawPostings(db.db, draw.id, 'WIN');
          for (const m of members) {
            const want = expected.get(m) ?? 0;
            expect(wins.get(m) ?? { postings: 0, amount: 0 }).toEqual(
              want > 0 ? { postings: 1, amount: want } : { postings: 0, amount: 0 },
            );
          }
          const state = await drawState(db.db, draw.id);
          expect(state.status).toBe('SETTLED');
          expect(
            state.lines.every((l) => l.status === (l.payout > 0 ? 'WON' : 'LOST') && l.roundStatus === 'SETTLED'),
          ).toBe(true);
          expect(await settlers[1]!.settleDraw(draw.id)).toEqual({ settled: 0, paid: 0 });
          expect(await drawPostings(db.db, draw.id, 'WIN')).toEqual(wins);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    const inv = await ledgerInvariants(db.db);
    expect([inv.drift, inv.negative, inv.unbalanced]).toEqual([[], [], []]);
    expect(inv.totals.every((x) => x.total === 0)).toBe(true);
  }, 120_000);
});
