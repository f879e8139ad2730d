/** @pglite: the PVP rooms' page and API on the embedded database too. */
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_FUNDING } from '../../../../../../helpers/funding';
import { ledgerInvariants } from '../../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../../helpers/login';
import { queuedRng } from '../../../../../../helpers/play';
import { pvpHelpers } from '../../../../pvp-helpers';
import { pruneExpired } from '../../../../../../../src/housekeeping';

describe.each(BACKENDS)('PVP rooms on %s', (backend) => {
  /** The member's latest launch reference. */
  const memberRefOf = async (memberId: number) =>
    (
      await t.db.query<{ ref: string }>(
        'SELECT member_ref AS ref FROM launch_tokens WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
        [memberId],
      )
    ).rows[0]!.ref;
  let t: TestApp;
  let h: ReturnType<typeof pvpHelpers>;
  const rng = queuedRng();
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    h = pvpHelpers(t, 'pvp');
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('launches a PVP game on the room page; a used token is a 403 page', async () => {
    const p = await h.player();
    expect(p.url).toMatch(/^\/vendor\/demo\/pvp\/KM_[A-Z0-9_]+\?token=/);
    expect(p.page.statusCode).toBe(200);
    expect(String(p.page.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(p.page.body).toContain('aria-live="polite"');
    const again = await t.app.inject({ method: 'GET', url: p.url });
    expect(again.statusCode).toBe(403);
    expect(again.headers['x-error-code']).toBe('LAUNCH_TOKEN_INVALID');
    const ko = await h.player('KM', 'KO');
    expect(ko.page.body).toContain('<html lang="ko-KR">');
    expect(ko.page.body).toContain('<span id="balance-label">잔액</span>');
    expect(ko.page.body).toContain('>앉기</button>');
  });

  it('plays a Dice Duel hand once, even when the job runs twice at once: pot − rake to the winner', async () => {
    const [a, b] = [await h.player(), await h.player()];
    expect((await h.sit(a.session, 'DD-100')).body.value.current.seats).toHaveLength(1);
    // a rolls 6 + 6, b rolls 1 + 1.
    rng.queue(5, 5, 0, 0);
    const sat = await h.sit(b.session, 'DD-100');
    expect(sat.status).toBe(200);
    expect(await h.balance(b.id)).toBe(TEST_FUNDING - 100);
    const runs = await Promise.all([t.app.demoPvp.runHands(), t.app.demoPvp.runHands()]);
    expect(runs.reduce((n, r) => n + r.played, 0)).toBe(1);
    await t.app.demoPvp.runHands();
    expect(await h.balance(a.id)).toBe(TEST_FUNDING - 100 + 190);
    expect(await h.balance(b.id)).toBe(TEST_FUNDING - 100);
    const [ra] = await h.records(a.id);
    const [rb] = await h.records(b.id);
    expect(ra).toMatchObject({ stake: 100, payout: 190, rake: 10, status: 'SETTLED', closed: true });
    expect(rb).toMatchObject({
      round_id: ra!.round_id,
      stake: 100,
      payout: 0,
      rake: 0,
      status: 'SETTLED',
      closed: true,
    });
    const view = (await h.state(a.session, 'DD-100')).body.value;
    expect(view.last).toMatchObject({ status: 'DONE', pot: 200, rake: 10, winners: [0] });
    expect(view.last.seats[0]).toMatchObject({ you: true, payout: 190, draw: { dice: [[6, 6]] } });
    expect(view.current).toBeNull();
    expect((await t.app.demoPvp.runHands()).played).toBe(0);
    expect(await ledgerInvariants(t.db)).toMatchObject({ drift: [], negative: [], unbalanced: [] });
  });

  it('leaving before the hand starts rolls the stake back; the seat is free again', async () => {
    const a = await h.player();
    await h.sit(a.session, 'DD-1000');
    expect(await h.balance(a.id)).toBe(TEST_FUNDING - 1_000);
    const left = await h.leave(a.session, 'DD-1000');
    expect(left.status).toBe(200);
    expect(left.body.value.current).toBeNull();
    expect(await h.balance(a.id)).toBe(TEST_FUNDING);
    expect(await h.records(a.id)).toEqual([expect.objectContaining({ stake: 0, status: 'ROLLED_BACK' })]);
    // A second sit opens a new hand (the first was cancelled when its only player left).
    expect((await h.sit(a.session, 'DD-1000')).status).toBe(200);
    expect(await h.balance(a.id)).toBe(TEST_FUNDING - 1_000);
    await h.leave(a.session, 'DD-1000');
    expect(await ledgerInvariants(t.db)).toMatchObject({ drift: [], negative: [], unbalanced: [] });
  });

  it('refuses a third player and an unknown room or session; a leave after the hand is over moves nothing', async () => {
    const [a, b, c] = [await h.player(), await h.player(), await h.player()];
    await h.sit(a.session, 'DD-10000');
    await h.sit(b.session, 'DD-10000');
    expect((await h.sit(c.session, 'DD-10000')).body.code).toBe('PVP_SEAT_REFUSED');
    await t.app.demoPvp.runHands();
    const paid = await h.balance(a.id);
    expect((await h.leave(a.session, 'DD-10000')).status).toBe(200);
    expect(await h.balance(a.id)).toBe(paid);
    expect((await h.sit(a.session, 'XX-1')).body.code).toBe('PVP_ROOM_NOT_FOUND');
    expect((await h.sit('nope', 'DD-100')).body.code).toBe('GAME_SESSION_EXPIRED');
    // The platform ended the launch: the wallet refuses the stake, the seat is freed.
    await t.app.seamless.revokeLaunchSession(await memberRefOf(c.id));
    expect((await h.sit(c.session, 'DD-100')).body.code).toBe('GAME_SESSION_EXPIRED');
    expect(await h.balance(c.id)).toBe(TEST_FUNDING);
  });

  it('plays a High Card hand after the countdown with the players seated', async () => {
    const [a, b] = [await h.player(), await h.player()];
    await h.sit(a.session, 'HC-100');
    await h.sit(b.session, 'HC-100');
    const waiting = (await h.state(a.session, 'HC-100')).body.value.current;
    expect(waiting.startsIn).toBeGreaterThan(0);
    expect((await t.app.demoPvp.runHands()).played).toBe(0);
    await t.db.query("UPDATE pvp_hands SET starts_at = now() WHERE room_code = 'HC-100' AND status = 'WAITING'");
    // a draws the last card of the deck (2♣ … A♠: A♠ = 51), b the first one left (2♣).
    rng.queue(51, 0);
    await t.app.demoPvp.runHands();
    expect(await h.balance(a.id)).toBe(TEST_FUNDING - 100 + 190);
    expect(await h.balance(b.id)).toBe(TEST_FUNDING - 100);
    expect(await ledgerInvariants(t.db)).toMatchObject({ drift: [], negative: [], unbalanced: [] });
  });

  // The hands the journeys above ended: DONE (played and paid) and CANCELLED (everyone left).
  it('housekeeping deletes hands ended over 30 days ago with their seats; a hand owing a refund stays', async () => {
    const ids = async (sql: string) => (await t.db.query<{ id: string }>(sql)).rows.map((r) => String(r.id)).sort();
    const ended = await ids(`SELECT id FROM pvp_hands WHERE status IN ('DONE', 'CANCELLED')`);
    expect(ended.length).toBeGreaterThanOrEqual(5);
    await t.db.query(`UPDATE pvp_hands SET done_at = now() - interval '31 days' WHERE status IN ('DONE', 'CANCELLED')`);
    // One cancelled hand's left seat still waits for its stake's rollback (the wallet did not answer).
    const [owing] = await ids(
      `SELECT h.id FROM pvp_hands h JOIN pvp_seats s ON s.hand_id = h.id WHERE h.status = 'CANCELLED' LIMIT 1`,
    );
    await t.db.query(`UPDATE pvp_seats SET refunded_at = NULL WHERE hand_id = $1`, [owing]);

    await pruneExpired(t.app);

    expect(await ids(`SELECT id FROM pvp_hands WHERE status IN ('DONE', 'CANCELLED')`)).toEqual([owing]);
    expect(
      await ids(
        `SELECT DISTINCT s.hand_id AS id FROM pvp_seats s JOIN pvp_hands h ON h.id = s.hand_id WHERE h.status <> 'WAITING'`,
      ),
    ).toEqual([owing]);
  });
});
