import type { FastifyInstance } from 'fastify';
import type { WalletMerchant } from '../../../../../../../src/modules/wallet';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { fund } from '../../../../../../helpers/funding';
import { insertDraw, insertMembers, line, placeSlip } from '../../../../helpers/settlement-data';

const GAME = 'VN_FAST_1M';

describe.each(BACKENDS)('cancelling a draw (POST /ops/lottery/draws/:id/cancel) on %s', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  let merchant: WalletMerchant;
  let members: number[];

  beforeAll(async () => {
    t = await setupApp(backend);
    app = t.app;
    merchant = (await app.merchants.findByCode('DEMO'))!;
  }, 60_000);
  afterAll(() => t.cleanup());
  beforeEach(async () => {
    members = await insertMembers(t.db, merchant.id, 3);
    for (const m of members) await fund(app, m);
  });

  it('POST /ops/lottery/draws/:id/cancel: operator, reason, audit; 409 once drawn', async () => {
    const draw = await insertDraw(t.db, GAME, 'OPEN');
    await placeSlip(app, merchant, members[0]!, { id: draw.id, gameCode: GAME }, [line('DE', ['07'], 9_500)]);
    const url = `/ops/lottery/draws/${draw.id}/cancel`;
    const post = (headers: Record<string, string>, payload: unknown) =>
      app.inject({ method: 'POST', url, headers, payload: payload as object });
    const auth = { authorization: OPS_AUTH };
    expect((await post({}, { reason: 'x' })).statusCode).toBe(401);
    expect((await post(auth, { reason: ' ' })).statusCode).toBe(400);
    const res = await post(auth, { reason: ' wrong schedule ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ drawId: draw.id, status: 'CANCELLED', refunded: 1 });
    expect((await post(auth, { reason: 'again' })).json().value.refunded).toBe(0);
    const audit = await app.operator.auditOf('lottery_draw', String(draw.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'demo_owner',
      action: 'lottery_draw.cancel',
      after: { reason: 'wrong schedule' },
    });
    const drawn = await insertDraw(t.db, GAME, 'DRAWN');
    const late = await app.inject({
      method: 'POST',
      url: `/ops/lottery/draws/${drawn.id}/cancel`,
      headers: auth,
      payload: { reason: 'late' },
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'DRAW_NOT_CANCELLABLE']);
  });
});
