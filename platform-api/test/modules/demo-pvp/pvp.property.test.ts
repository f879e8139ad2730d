/** Many PVP hands with random seats and leaves (on PostgreSQL): the wallet moves money between players exactly once. */
import { randomInt } from 'node:crypto';
import { setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { TEST_FUNDING } from '../../helpers/funding';
import { ledgerInvariants } from '../../helpers/ledger';
import { TEST_AUTH } from '../../helpers/login';
import { pvpHelpers } from './pvp-helpers';

const HANDS = 12;
const ROOMS = ['DD-100', 'DD-1000', 'HC-100', 'HC-1000'];

describe.each(BACKENDS)('PVP hands, property on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof pvpHelpers>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    h = pvpHelpers(t, 'prop');
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('keeps every posting balanced, no balance negative, Σ stakes = Σ payouts + Σ rake, each call applied once', async () => {
    const players: { id: number }[] = [];
    for (let n = 0; n < HANDS; n += 1) {
      const room = ROOMS[randomInt(ROOMS.length)]!;
      const seats = room.startsWith('DD') ? 2 : 4;
      const seated = [];
      for (let i = 0; i < 2 + randomInt(seats - 1); i += 1) {
        const p = await h.player(randomInt(2) ? 'KM' : 'V8');
        players.push(p);
        if ((await h.sit(p.session, room)).status === 200) seated.push(p);
      }
      // Some leave before the hand starts (concurrently with a job run, which may play the hand first).
      const leaving = seated.filter(() => randomInt(4) === 0);
      await Promise.all([...leaving.map((p) => h.leave(p.session, room)), t.app.demoPvp.runHands()]);
      await t.db.query("UPDATE pvp_hands SET starts_at = now() WHERE status = 'WAITING' AND starts_at IS NOT NULL");
      await Promise.all([t.app.demoPvp.runHands(), t.app.demoPvp.runHands()]);
    }
    // Whatever still waits is left by its players: every stake comes back.
    const { rows: waiting } = await t.db.query<{ ref: string; room: string }>(
      `SELECT s.member_ref AS ref, h.room_code AS room FROM pvp_seats s JOIN pvp_hands h ON h.id = s.hand_id
       WHERE h.status = 'WAITING' AND s.status = 'SEATED'`,
    );
    expect(waiting.length).toBeLessThanOrEqual(ROOMS.length * 4);
    await t.db.query(
      "UPDATE pvp_seats SET status = 'LEFT' WHERE hand_id IN (SELECT id FROM pvp_hands WHERE status = 'WAITING')",
    );
    await t.db.query("UPDATE pvp_hands SET status = 'CANCELLED' WHERE status = 'WAITING'");
    await t.app.demoPvp.runHands();
    expect((await t.db.query("SELECT 1 FROM pvp_hands WHERE status = 'PLAYED'")).rows).toHaveLength(0);

    expect(await ledgerInvariants(t.db)).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    // Per hand: Σ stakes = Σ payouts + rake (records of the hand's round; rolled-back seats count 0).
    const { rows: hands } = await t.db.query<{ round: string; stake: string; payout: string; rake: string }>(
      `SELECT round_id AS round, sum(stake)::text AS stake, sum(payout)::text AS payout, sum(rake)::text AS rake
       FROM bet_records WHERE round_id LIKE 'pvp-%' AND status = 'SETTLED' GROUP BY round_id`,
    );
    expect(hands.length).toBeGreaterThan(0);
    for (const r of hands) expect(Number(r.stake)).toBe(Number(r.payout) + Number(r.rake));
    const { rows: played } = await t.db.query<{ id: string; rake: string }>(
      "SELECT 'pvp-' || id AS id, rake::text AS rake FROM pvp_hands WHERE status = 'DONE'",
    );
    expect(played.map((p) => p.id).sort()).toEqual(hands.map((r) => r.round).sort());
    for (const p of played) expect(hands.find((r) => r.round === p.id)!.rake).toBe(p.rake);
    // Each member: funding − stakes + payouts of its rounds; each vendor transaction posted at most once.
    for (const p of players) {
      const recs = await h.records(p.id);
      const net = recs.reduce((a, r) => a - r.stake + r.payout, 0);
      expect(await h.balance(p.id)).toBe(TEST_FUNDING + net);
    }
    const { rows: twice } = await t.db.query(
      `SELECT idempotency_key FROM ledger_transactions WHERE idempotency_key LIKE 'seamless:%:pvp-%'
       GROUP BY merchant_id, idempotency_key HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);
  }, 120_000);
});
