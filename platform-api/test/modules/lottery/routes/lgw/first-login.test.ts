import { setupApp, type TestApp } from '../../../../helpers/app';
import { BACKENDS } from '../../../../helpers/db';
import { playHelpers } from '../../../../helpers/play';
import type { Json } from '../../lottery-helpers';

describe.each(BACKENDS)('the lottery first login (POST /lgw/lottery/first_login) on %s', (backend) => {
  let t: TestApp;
  let play: ReturnType<typeof playHelpers>;

  beforeAll(async () => {
    t = await setupApp(backend);
    play = playHelpers(t, `lf_${backend}`);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const firstLogin = async (token: string | null, payload: unknown = { device: 'WEB' }, host?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/lgw/lottery/first_login',
      headers: { ...play.auth(token), ...(host ? { host } : {}) },
      payload: payload as Json,
    });
    return { status: res.statusCode, body: res.json() as Json };
  };

  it("makes the member's lottery profile once: first time true, then false with the same profile", async () => {
    const m = await play.member();
    const first = await firstLogin(m.token);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ firstTime: true, nickname: m.username, prizeMode: 'ELOTT' });
    const again = await firstLogin(m.token, {});
    expect(again.body.value).toEqual({ ...first.body.value, firstTime: false });
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM lottery_players WHERE member_id = $1', [m.id]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('makes one profile when two first calls come at once', async () => {
    const m = await play.member();
    const both = await Promise.all([firstLogin(m.token), firstLogin(m.token)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.value.firstTime).sort()).toEqual([false, true]);
  });

  it('gives a trial member a profile too (trials may look at the lottery)', async () => {
    const trial = await play.member(4);
    expect((await firstLogin(trial.token)).body.value.firstTime).toBe(true);
  });

  it('answers 401 without a session, with a forged token, and with a session of another merchant', async () => {
    expect((await firstLogin(null)).status).toBe(401);
    expect((await firstLogin('forged-token')).body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const m = await play.member();
    expect((await firstLogin(m.token, { device: 'WEB' }, 'lucky.localhost')).status).toBe(401);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM lottery_players WHERE member_id = $1', [m.id]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('rejects a bad body with 400 VALIDATION', async () => {
    const m = await play.member();
    const long = await firstLogin(m.token, { device: 'W'.repeat(40) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, value: null, code: 'VALIDATION', field: 'device' });
    expect((await firstLogin(m.token, { device: 7 })).status).toBe(400);
  });
});
