import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import { invalidField, notFound } from '../../infra/errors/common-errors';
import type { Rng } from '../../infra/rng';
import type { DemoSession } from '../demo-vendor';
import { VENDOR_CATALOGUE } from '../games';
import type { VendorAdapter } from '../seamless';
import { createBetsRepository } from './bets-repository';
import { sportsbookError } from './errors';
import { createFixturesRepository, type Fixture } from './fixtures-repository';
import { createPlacement } from './placement';
import type { FixtureStatus } from './rules';
import { planned, playDue, timingOf } from './schedule';
import { createSettlement } from './settlement';
import { sportOf, type FixtureKind } from './sports';
import { betView, fixtureView, type FixtureView } from './views';

export interface SportsbookDeps {
  db: Db;
  rng: Rng;
  now: () => Date;
  /** SPORTS_TIME_SCALE: matches and the schedule run this many times faster (development, e2e). */
  timeScale: number;
  adapter: (merchantId: number, vendor: string) => Promise<VendorAdapter>;
  log: FastifyBaseLogger;
}

/** Finished and voided fixtures stay on the page this long (seconds). */
const RECENT_SECONDS = 15 * 60;
/**
 * Days a decided bet and an ended fixture are kept (housekeeping deletes them after): the member's list and the desk
 * show the recent ones, the wallet keeps its own records, and a result can be corrected until then.
 */
export const KEEP_DAYS = 30;

/** A trading desk's action as its audit entry sees it: the fixture before and after. */
export type DeskAudit = (tx: Db, before: Fixture, after: Fixture) => Promise<void>;

/** The kind of book a launch opens: the launched card's catalogue category (E-Sports vendors: ESPORTS). */
export const kindOfVendor = (vendor: string): FixtureKind =>
  VENDOR_CATALOGUE.some((v) => v.code === vendor && v.category === 'ESPORTS') ? 'ESPORTS' : 'SPORTS';

/**
 * The demo vendor's sportsbook (issue 30): fixtures scheduled and played by the job, prices from the live state, the
 * bet slip (singles and parlays, one debit each), settlement when the matches end (one credit), cash-out (credit and
 * close), and the trading desk's corrections (resettle) and voids.
 */
export function createSportsbookService(deps: SportsbookDeps) {
  const { db } = deps;
  const fixtures = createFixturesRepository(db);
  const bets = createBetsRepository(db);
  const timing = timingOf(deps.timeScale);
  const settlement = createSettlement({ db, bets, fixtures, adapter: deps.adapter, now: deps.now, log: deps.log });
  const placement = createPlacement({
    db,
    bets,
    fixtures,
    settlement,
    adapter: deps.adapter,
    now: deps.now,
    log: deps.log,
  });

  /** The schedule slot this process last planned from (a page's poll plans at most once a slot). */
  let plannedSlot = -1;
  /** Plans the coming fixtures (first-wins per slot), once per schedule slot in this process. */
  const plan = async (): Promise<number> => {
    const now = deps.now();
    const slot = Math.floor(now.getTime() / 1000 / timing.slotSeconds);
    if (slot === plannedSlot) return 0;
    const created = await fixtures.plan(planned(now, timing, deps.rng));
    plannedSlot = slot;
    return created;
  };

  /** Settles or corrects every bet on a fixture whose result just changed. */
  async function follow(fixtureId: number): Promise<void> {
    for (const betId of await bets.onFixture(fixtureId)) await settlement.settleBet(betId);
    await settlement.correctBets(fixtureId);
  }

  /** One trading desk action: the fixture locked, the change and its audit in one transaction, then the bets follow. */
  async function desk(
    id: number,
    change: (f: Fixture) => {
      status: FixtureStatus;
      tick: number;
      homeScore: number;
      awayScore: number;
      corrections?: number;
    },
    audit: DeskAudit,
  ): Promise<FixtureView> {
    const after = await db.transaction(async (tx) => {
      const before = await fixtures.lock(id, tx);
      if (!before) throw notFound(`fixture ${id}`);
      const next = change(before);
      await fixtures.update(id, next, deps.now(), tx);
      const updated = (await fixtures.find([id], tx)).get(id)!;
      await audit(tx, before, updated);
      return updated;
    });
    await follow(id);
    return fixtureView(after);
  }

  const checkScore = (f: Fixture, home: number, away: number): void => {
    if (!sportOf(f.sport).draw && home === away) throw invalidField('homeScore', `${f.sport} has no draw`);
  };

  return {
    timing,
    plan,

    /** The fixtures of a book (planned first when the job has not yet), live and upcoming then recent. */
    async fixtures(kind: FixtureKind): Promise<FixtureView[]> {
      await plan();
      return (await fixtures.list(kind, deps.now(), RECENT_SECONDS)).map(fixtureView);
    },

    /** A member's last 30 bets with their legs, cash-out offer and results. */
    async bets(session: DemoSession) {
      const list = await bets.forMember(session.merchantId, session.memberId, 30);
      const found = await fixtures.find([...new Set(list.flatMap((b) => b.legs.map((l) => l.fixtureId)))]);
      return list.map((b) => betView(b, found));
    },

    place: placement.place,
    cashOut: placement.cashOut,

    /**
     * The job's run: plan, play the due fixtures, settle the bets whose fixtures are over, send calls still owed and
     * roll back stakes whose placement never finished. Each step is safe with several processes.
     */
    async run(): Promise<{ created: number; finished: number; settled: number; sent: number }> {
      const created = await plan();
      const finished = await playDue(db, fixtures, deps.now(), deps.rng);
      let settled = 0;
      for (const id of await bets.ready(200)) if (await settlement.settleBet(id)) settled += 1;
      let sent = 0;
      for (const id of await bets.withPending(200)) if (await settlement.send(id)) sent += 1;
      const stale = await bets.stalePlacing(new Date(deps.now().getTime() - 120_000));
      for (const id of stale) await rollbackStale(id);
      return { created, finished: finished.length, settled, sent };
    },

    /** Deletes bets decided and fixtures ended more than KEEP_DAYS ago (housekeeping): the bets first. */
    async prune(): Promise<{ bets: number; fixtures: number }> {
      const pruned = await bets.prune(KEEP_DAYS);
      return { bets: pruned, fixtures: await fixtures.prune(KEEP_DAYS) };
    },

    /** The console's list: both books' live, upcoming and recent fixtures. */
    deskFixtures: async (): Promise<FixtureView[]> =>
      (await fixtures.list(null, deps.now(), 60 * 60, 60)).map(fixtureView),

    /** Ends a running (or upcoming) match now with the given score; its bets settle at once. */
    finish: (id: number, homeScore: number, awayScore: number, audit: DeskAudit) =>
      desk(
        id,
        (f) => {
          if (f.status !== 'UPCOMING' && f.status !== 'LIVE') throw sportsbookError('FIXTURE_STATUS');
          checkScore(f, homeScore, awayScore);
          return { status: 'FINISHED', tick: sportOf(f.sport).ticks, homeScore, awayScore };
        },
        audit,
      ),

    /** Corrects a finished match's result: every bet it settled is resettled with its corrected payout. */
    correct: (id: number, homeScore: number, awayScore: number, audit: DeskAudit) =>
      desk(
        id,
        (f) => {
          if (f.status !== 'FINISHED') throw sportsbookError('FIXTURE_STATUS');
          checkScore(f, homeScore, awayScore);
          return { status: 'FINISHED', tick: f.tick, homeScore, awayScore, corrections: f.corrections + 1 };
        },
        audit,
      ),

    /** Voids a fixture: singles on it voided, parlays count its leg at 1.00 (settled ones resettled). */
    void: (id: number, audit: DeskAudit) =>
      desk(
        id,
        (f) => {
          if (f.status === 'VOID') throw sportsbookError('FIXTURE_STATUS');
          return { status: 'VOID', tick: f.tick, homeScore: f.homeScore, awayScore: f.awayScore };
        },
        audit,
      ),
  };

  /** A bet whose debit never answered: its stake rolled back (an unknown debit leaves a tombstone), then REJECTED. */
  async function rollbackStale(id: string): Promise<void> {
    const bet = await bets.get(id);
    if (!bet || bet.status !== 'PLACING') return;
    try {
      const adapter = await deps.adapter(bet.merchantId, bet.vendor);
      await adapter.rollback({
        transactionId: `${id}:rollback`,
        refTransactionId: `${id}:stake`,
        roundId: id,
        memberRef: bet.memberRef,
        gameCode: bet.gameCode,
        currency: bet.currency,
        amount: bet.stake,
      });
      await bets.placed(id, 'REJECTED');
    } catch (err) {
      deps.log.error({ err, betId: id }, 'sportsbook: rollback of a stale stake failed');
    }
  }
}
export type SportsbookService = ReturnType<typeof createSportsbookService>;
