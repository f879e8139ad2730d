/** @pglite: the demo vendor's routes on the embedded database too. */
import { FUN_CHIPS } from '../../../../../../src/modules/wallet/wallet-service';
import { TEST_FUNDING as FUNDING_AMOUNT } from '../../../../../helpers/funding';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../helpers/login';
import { playHelpers, queuedRng } from '../../../../../helpers/play';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });

// Draw indexes of the slot's symbol bands (weights 15, 8, 5, 4, 4, 4 out of 40).
const CHERRY = 0;
const LEMON = 15;
const BELL = 23;
const BAR = 28;
const SEVEN = 32;
/** A grid paying only the middle row (three lemons: 10 line bets). */
const MIDDLE_LEMONS = [CHERRY, BELL, BAR, LEMON, LEMON, LEMON, BAR, SEVEN, CHERRY];

describe.each(BACKENDS)('demo vendor on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  const rng = queuedRng();
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    h = playHelpers(t, 'demo');
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** Launches and opens a game: the page and its state. */
  const play = async (token: string, query: Record<string, string>) => {
    const launched = await h.launch(token, query);
    expect(launched.status).toBe(200);
    const page = await h.open(launched.body.value.url);
    expect(page.status).toBe(200);
    return { url: launched.body.value.url as string, page, session: page.state.session as string };
  };
  const mainBalance = async (token: string) => (await h.get('/wps/v2/wallets/balance', token)).body.value.balance;
  const betRecords = async (memberId: number) =>
    (
      await t.db.query(
        `SELECT vendor, game_code, currency, stake::int AS stake, payout::int AS payout, status, fun
         FROM bet_records WHERE member_id = $1 ORDER BY id`,
        [memberId],
      )
    ).rows;

  describe('GET /vendor/demo/play/:gameCode', () => {
    it('exchanges the token for a game session and serves a self-contained page', async () => {
      const m = await h.member();
      const { page, session } = await play(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT', language: 'TY' });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-frame-options']).toBeUndefined();
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("connect-src 'self'");
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
      expect(page.html).toContain(`<script nonce="${nonce}">`);
      expect(page.html).toContain(`<style nonce="${nonce}">`);
      // No external assets: nothing is loaded from a URL.
      expect(page.html).not.toMatch(/\b(src|href)=/);
      expect(page.html).toContain('<html lang="vi-VN">');
      expect(page.html).toContain('<button type="button" id="play">Quay</button>');
      expect(page.html).toContain('<label for="stake">');
      expect(page.html).toContain("window.parent.postMessage({ type: 'balance:changed' }, '*')");
      expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(page.state).toMatchObject({
        engine: 'SLOT',
        title: 'Demo Lucky Slot',
        fun: false,
        currency: 'VND',
        balance: FUNDING_AMOUNT,
        lang: 'TY',
      });
      const stored = await t.db.query('SELECT session_hash FROM demo_vendor_sessions');
      expect(JSON.stringify(stored.rows)).not.toContain(session);
    });

    it('refuses a replayed, expired, missing or other game token with a page saying so', async () => {
      const m = await h.member();
      const { url } = await play(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' });
      const refused = async (u: string) => {
        const page = await h.open(u);
        expect(page.status).toBe(403);
        expect(page.headers['x-error-code']).toBe('LAUNCH_TOKEN_INVALID');
        expect(page.html).toContain('already used or has expired');
        expect(page.state).toBeNull();
      };
      await refused(url);
      // Expired (2 minutes) before use.
      const late = (await h.launch(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' })).body.value.url as string;
      await t.db.query(
        "UPDATE launch_tokens SET expires_at = now() - interval '1 second' WHERE member_id = $1 AND used_at IS NULL",
        [m.id],
      );
      await refused(late);
      await refused('/vendor/demo/play/DEMO_DICE');
      await refused('/vendor/demo/play/DEMO_DICE?token=not-a-token');
      // A token opens only its own game, and is not spent by a wrong path.
      const slot = (await h.launch(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' })).body.value.url as string;
      await refused(slot.replace('/DEMO_SLOT?', '/DEMO_DICE?'));
      expect((await h.open(slot)).status).toBe(200);
      // Two concurrent exchanges of one token: exactly one game session.
      const twice = (await h.launch(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' })).body.value.url as string;
      const statuses = (await Promise.all([h.open(twice), h.open(twice)])).map((p) => p.status).sort();
      expect(statuses).toEqual([200, 403]);
    });
  });

  describe('POST /vendor/demo/api/round', () => {
    it('debits the stake, credits the payout and writes a settled bet record (slot win)', async () => {
      const m = await h.member();
      const { session } = await play(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
      rng.queue(...MIDDLE_LEMONS);
      const { status, body } = await h.round(session, { stake: 1_000 });
      expect(status).toBe(200);
      expect(body.value).toMatchObject({
        stake: 1_000,
        payout: 2_000,
        balance: FUNDING_AMOUNT - 1_000 + 2_000,
        currency: 'VND',
        outcome: {
          engine: 'SLOT',
          grid: [
            ['CHERRY', 'BELL', 'BAR'],
            ['LEMON', 'LEMON', 'LEMON'],
            ['BAR', 'SEVEN', 'CHERRY'],
          ],
          wins: [{ line: 1, symbol: 'LEMON', multiplier: 10, amount: 2_000 }],
          payout: 2_000,
        },
      });
      expect(body.value.roundId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await mainBalance(m.token)).toBe(FUNDING_AMOUNT + 1_000);
      expect(await betRecords(m.id)).toEqual([
        {
          vendor: 'DEMO',
          game_code: 'DEMO_SLOT',
          currency: 'VND',
          stake: 1_000,
          payout: 2_000,
          status: 'SETTLED',
          fun: false,
        },
      ]);
    });

    it('settles a lost dice round with a payout of 0 and pays a won one (signing as the launched vendor)', async () => {
      const m = await h.member();
      const { session } = await play(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' });
      rng.queue(49); // roll 50
      const lost = await h.round(session, { stake: 5_000, choice: { direction: 'under', target: 50 } });
      expect(lost.body.value).toMatchObject({
        payout: 0,
        balance: FUNDING_AMOUNT - 5_000,
        outcome: { engine: 'DICE', roll: 50, win: false },
      });
      rng.queue(49);
      const won = await h.round(session, { stake: 5_000, choice: { direction: 'under', target: 51 } });
      expect(won.body.value).toMatchObject({ payout: 9_800, outcome: { roll: 50, win: true, multiplier: 1.96 } });
      expect(await mainBalance(m.token)).toBe(FUNDING_AMOUNT - 10_000 + 9_800);
      const records = await betRecords(m.id);
      expect(records.map((r) => [r.vendor, r.game_code, r.stake, r.payout, r.status])).toEqual([
        ['DEMO', 'DEMO_DICE', 5_000, 0, 'SETTLED'],
        ['DEMO', 'DEMO_DICE', 5_000, 9_800, 'SETTLED'],
      ]);
    });

    it('plays a trial on fun chips, flagged fun', async () => {
      const trial = await h.member(4);
      const { session, page } = await play(trial.token, { vassalage: 'PG', gameCode: 'PG_RNG_0001' });
      expect(page.state).toMatchObject({ fun: true, currency: 'FUN', balance: FUN_CHIPS });
      expect(page.html).toContain('Fun mode');
      rng.queue(...MIDDLE_LEMONS);
      const { body } = await h.round(session, { stake: 500 });
      expect(body.value).toMatchObject({ payout: 1_000, balance: FUN_CHIPS + 500, currency: 'FUN' });
      expect((await h.get('/wps/member/header', trial.token)).body.value.balance).toBe(FUN_CHIPS + 500);
      expect(await betRecords(trial.id)).toEqual([
        {
          vendor: 'PG',
          game_code: 'PG_RNG_0001',
          currency: 'FUN',
          stake: 500,
          payout: 1_000,
          status: 'SETTLED',
          fun: true,
        },
      ]);
    });

    it('refuses a stake the wallet cannot cover (transfer mode, empty vendor wallet) until money is moved in', async () => {
      const m = await h.member();
      await t.db.query("UPDATE merchants SET is_single_wallet = false WHERE code = 'DEMO'");
      await t.app.cache.invalidateAll();
      try {
        const { session } = await play(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
        expect(await h.round(session, { stake: 1_000 })).toEqual({
          status: 400,
          body: err('INSUFFICIENT_FUNDS', 'err_insufficient_funds'),
        });
        expect(await betRecords(m.id)).toEqual([]);
        const moved = await t.app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: h.auth(m.token),
          payload: { direction: 'IN', vassalage: 'DEMO', amount: 1_000, requestId: 'demo-test-1' },
        });
        expect(moved.statusCode).toBe(200);
        rng.queue(...MIDDLE_LEMONS);
        expect((await h.round(session, { stake: 1_000 })).body.value).toMatchObject({ payout: 2_000, balance: 2_000 });
      } finally {
        await t.db.query("UPDATE merchants SET is_single_wallet = true WHERE code = 'DEMO'");
        await t.app.cache.invalidateAll();
      }
    });

    it('refuses invalid stakes and choices without moving money', async () => {
      const m = await h.member();
      const slot = await play(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
      const dice = await play(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' });
      expect(await h.round(slot.session, { stake: 123 })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'stake' },
      });
      expect(await h.round(slot.session, {})).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
      expect(await h.round(dice.session, { stake: 1_000 })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'choice' },
      });
      expect(await h.round(dice.session, { stake: 1_000, choice: { direction: 'under', target: 1 } })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'choice' },
      });
      expect(await h.round(dice.session, { stake: 1_000, choice: { direction: 'up', target: 50 } })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION' },
      });
      expect(await mainBalance(m.token)).toBe(FUNDING_AMOUNT);
      expect(await betRecords(m.id)).toEqual([]);
    });

    it('answers GAME_SESSION_EXPIRED for a missing, unknown or expired session and an ended launch session', async () => {
      const expired = { status: 401, body: err('GAME_SESSION_EXPIRED', 'err_game_session_expired') };
      expect(await h.round(null, { stake: 1_000 })).toEqual(expired);
      expect(await h.round('nope', { stake: 1_000 })).toEqual(expired);
      const m = await h.member();
      const a = await play(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
      await t.db.query("UPDATE demo_vendor_sessions SET expires_at = now() - interval '1 second'");
      expect(await h.round(a.session, { stake: 1_000 })).toEqual(expired);
      // The vendor's session is live but the platform ended the launch session: the debit is refused.
      const b = await play(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
      await t.db.query('UPDATE launch_sessions SET revoked_at = now() WHERE member_id = $1', [m.id]);
      expect(await h.round(b.session, { stake: 1_000 })).toEqual(expired);
      expect(await mainBalance(m.token)).toBe(FUNDING_AMOUNT);
      expect(await betRecords(m.id)).toEqual([]);
    });

    it('keeps the ledger balanced: every balance is the sum of its entries', async () => {
      const inv = await ledgerInvariants(t.db);
      expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
      expect(inv.totals.every((x) => x.total === 0)).toBe(true);
    });
  });
});
