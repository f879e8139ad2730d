import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../../helpers/login';
import { pvpHelpers } from '../../../../pvp-helpers';

describe.each(BACKENDS)('GET /wps/game/pvp/rooms on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('lists every room in the brand’s currency with the seats taken in its waiting hand', async () => {
    const h = pvpHelpers(t, 'rooms');
    const p = await h.player('V8');
    await h.sit(p.session, 'HC-1000');
    const res = await t.app.inject({ method: 'GET', url: '/wps/game/pvp/rooms' });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list;
    expect(list).toHaveLength(6);
    expect(list).toContainEqual({
      code: 'DD-100',
      game: 'DICE_DUEL',
      stake: 100,
      currency: 'VND',
      seats: 2,
      seated: 0,
    });
    expect(list).toContainEqual({
      code: 'HC-1000',
      game: 'HIGH_CARD',
      stake: 1000,
      currency: 'VND',
      seats: 4,
      seated: 1,
    });
  });
});
