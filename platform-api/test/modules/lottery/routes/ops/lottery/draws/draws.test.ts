import type { FastifyInstance } from 'fastify';
import type { WalletMerchant } from '../../../../../../../src/modules/wallet';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { fund } from '../../../../../../helpers/funding';
import { operatorHeaders } from '../../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../../helpers/payments';
import { drawPostings, insertDraw, insertMembers, line, placeSlip } from '../../../../helpers/settlement-data';

const GAME = 'VN_FAST_3M';

describe.each(BACKENDS)('the draws an operator sees (GET /ops/lottery/draws) on %s', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  let demo: WalletMerchant;
  let as: Record<string, Record<string, string>>;
  let open: { id: number; seed: string };
  let drawn: { id: number; seed: string; result: Json };

  beforeAll(async () => {
    t = await setupApp(backend);
    app = t.app;
    demo = (await app.merchants.findByCode('DEMO'))!;
    as = await operatorHeaders(t, ['demo_owner', 'demo_admin', 'demo_risk', 'lucky_admin']);
    const [member] = await insertMembers(t.db, demo.id, 1);
    await fund(app, member!);
    open = await insertDraw(t.db, GAME, 'OPEN');
    await placeSlip(app, demo, member!, { id: open.id, gameCode: GAME }, [
      line('DE', ['07'], 9_500, 1_000),
      line('LO2', ['11', '12'], 350, 500),
    ]);
    drawn = await insertDraw(t.db, GAME, 'DRAWN');
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string | null, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: who ? as[who] : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };

  it('lists a game’s open draws first with the brand’s stakes, then the drawn ones with seed and result', async () => {
    const res = await call('demo_admin', 'GET', `/ops/lottery/draws?merchant=DEMO&game=${GAME}`);
    expect(res.status).toBe(200);
    const { value } = res.body;
    expect(value).toMatchObject({ merchant: 'DEMO', currency: demo.currency });
    expect(value.games.map((g: Json) => g.code)).toContain(GAME);
    const statuses: string[] = value.list.map((d: Json) => d.status);
    expect(statuses.indexOf('DRAWN')).toBeGreaterThan(statuses.lastIndexOf('OPEN'));
    expect(value.list.every((d: Json) => d.gameCode === GAME)).toBe(true);
    // The current and the next draw exist even before the job ran (the next one is upcoming).
    expect(value.list.filter((d: Json) => d.upcoming)).toHaveLength(1);
    const mine = value.list.find((d: Json) => d.id === open.id);
    expect(mine).toMatchObject({ status: 'OPEN', seed: null, result: null, bets: 2, stakes: 2_000, payouts: 0 });
    expect(mine.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const done = value.list.find((d: Json) => d.id === drawn.id);
    expect(done).toMatchObject({ status: 'DRAWN', seed: drawn.seed, result: drawn.result, bets: 0, stakes: 0 });

    // Another brand's operator sees the same global draws without DEMO's stakes; a status filter keeps one kind.
    const lucky = (await call('lucky_admin', 'GET', `/ops/lottery/draws?merchant=LUCKY&game=${GAME}`)).body.value;
    expect(lucky.list.find((d: Json) => d.id === open.id)).toMatchObject({ bets: 0, stakes: 0 });
    const onlyDrawn = (await call('demo_owner', 'GET', `/ops/lottery/draws?merchant=DEMO&status=DRAWN`)).body.value;
    expect(onlyDrawn.list.length).toBeGreaterThan(0);
    expect(onlyDrawn.list.every((d: Json) => d.status === 'DRAWN')).toBe(true);
  });

  it('refuses a bad filter with 400 and its field; roles without lottery.read or the brand get 403, no session 401', async () => {
    for (const [query, field] of [
      ['game=NOPE', 'game'],
      ['status=LOST', 'status'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
    ] as const) {
      const res = await call('demo_owner', 'GET', `/ops/lottery/draws?merchant=DEMO&${query}`);
      expect([query, res.status, res.body.code, res.body.field]).toEqual([query, 400, 'VALIDATION', field]);
    }
    expect((await call(null, 'GET', '/ops/lottery/draws?merchant=DEMO')).status).toBe(401);
    expect((await call('demo_risk', 'GET', '/ops/lottery/draws?merchant=DEMO')).status).toBe(403);
    expect((await call('demo_admin', 'GET', '/ops/lottery/draws?merchant=LUCKY')).status).toBe(403);
  });

  it('cancels an open draw for the owner only: refunded once, shown CANCELLED with its reason', async () => {
    const url = `/ops/lottery/draws/${open.id}/cancel`;
    expect((await call('demo_admin', 'POST', url, { reason: 'no' })).status).toBe(403);
    const bad = await call('demo_owner', 'POST', url, { reason: '  ' });
    expect([bad.status, bad.body.field]).toEqual([400, 'reason']);
    const res = await call('demo_owner', 'POST', url, { reason: ' feed stopped ' });
    expect(res.body.value).toEqual({ drawId: open.id, status: 'CANCELLED', refunded: 2 });
    expect((await call('demo_owner', 'POST', url, { reason: 'again' })).body.value.refunded).toBe(0);
    const refunds = await drawPostings(t.db, open.id, 'ROLLBACK');
    expect([...refunds.values()]).toEqual([{ postings: 1, amount: 2_000 }]);
    const list = (await call('demo_owner', 'GET', `/ops/lottery/draws?merchant=DEMO&game=${GAME}&status=CANCELLED`))
      .body.value.list;
    expect(list).toEqual([
      expect.objectContaining({ id: open.id, cancelReason: 'feed stopped', seed: null, bets: 2, stakes: 2_000 }),
    ]);
    const audit = await app.operator.auditOf('lottery_draw', String(open.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'demo_owner',
        role: 'owner',
        action: 'lottery_draw.cancel',
        reason: 'feed stopped',
      }),
    ]);
  });
});
