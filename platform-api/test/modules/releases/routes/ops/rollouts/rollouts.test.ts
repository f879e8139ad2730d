/** @pglite: the rollout verbs per merchant, their conflicts, roles and audit entries, and the list with health. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';
import { seedRelease } from '../../../../../helpers/rollouts';

describe.each(BACKENDS)('rollouts (/ops/rollouts) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'demo_admin', 'demo_support', 'demo_auditor', 'lucky_admin']);
    for (const v of ['1.0.0', '1.1.0', '1.2.0', '2.0.0']) await seedRelease(t.db, 'mf_games', v);
    await seedRelease(t.db, 'mf_lottery', '1.0.0');
    await seedRelease(t.db, 'mf_member', '1.0.0');
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  /** A verb as the console and the CLI send it: `?merchant=` in the query, the rest as the body. */
  const verb = (
    who: string,
    remote: string,
    v: string,
    { merchant, ...body }: { merchant: string } & Record<string, unknown>,
  ) => call(who, 'POST', `/ops/rollouts/${remote}/${v}?merchant=${merchant}`, body);
  const list = async (merchant: string, who = 'demo_owner') =>
    (await call(who, 'GET', `/ops/rollouts?merchant=${merchant}`)).body.value as {
      list: Json[];
      health: Json[];
    };
  const rolloutOf = async (merchant: string, remote: string) =>
    (await list(merchant)).list.find((r: Json) => r.remote === remote);

  it('pins, starts a canary, promotes, halts and rolls back on LUCKY without touching DEMO', async () => {
    const L = { merchant: 'LUCKY' };
    const pinned = await verb('lucky_admin', 'mf_games', 'pin', { ...L, version: '1.0.0' });
    expect(pinned.status).toBe(200);
    expect(pinned.body.value).toMatchObject({
      merchant: 'LUCKY',
      remote: 'mf_games',
      enabled: true,
      stable: '1.0.0',
      canary: null,
      previousStable: null,
      haltedAt: null,
    });

    const canary = await verb('lucky_admin', 'mf_games', 'canary', { ...L, version: '1.1.0', percent: 30 });
    expect(canary.body.value).toMatchObject({ stable: '1.0.0', canary: { version: '1.1.0', percent: 30 } });

    const halted = await verb('lucky_admin', 'mf_games', 'halt', L);
    expect(halted.body.value).toMatchObject({
      canary: { version: '1.1.0', percent: 0 },
      haltReason: 'operator: lucky_admin',
    });
    expect(halted.body.value.haltedAt).toEqual(expect.any(String));

    // A new canary clears the halt; promoting makes it the stable, the old one the previous stable.
    const again = await verb('lucky_admin', 'mf_games', 'canary', { ...L, version: '1.1.0', percent: 50 });
    expect(again.body.value).toMatchObject({ canary: { percent: 50 }, haltedAt: null, haltReason: null });
    const promoted = await verb('lucky_admin', 'mf_games', 'promote', L);
    expect(promoted.body.value).toMatchObject({ stable: '1.1.0', canary: null, previousStable: '1.0.0' });

    await verb('lucky_admin', 'mf_games', 'pin', { ...L, version: '1.2.0' });
    // Rollback goes back one stable at a time, skipping the ones rolled back.
    const back1 = await verb('lucky_admin', 'mf_games', 'rollback', L);
    expect(back1.body.value).toMatchObject({ stable: '1.1.0', previousStable: '1.0.0' });
    const back2 = await verb('lucky_admin', 'mf_games', 'rollback', L);
    expect(back2.body.value).toMatchObject({ stable: '1.0.0', previousStable: null });
    const none = await verb('lucky_admin', 'mf_games', 'rollback', L);
    expect([none.status, none.body.code]).toEqual([409, 'ROLLOUT_CONFLICT']);
    // A pin after rollbacks: its rollback goes back to 1.0.0, not to the rolled-back 1.2.0 or 1.1.0.
    await verb('lucky_admin', 'mf_games', 'pin', { ...L, version: '2.0.0' });
    expect(await rolloutOf('LUCKY', 'mf_games')).toMatchObject({ stable: '2.0.0', previousStable: '1.0.0' });

    // DEMO has no rollout of mf_games.
    expect(await rolloutOf('DEMO', 'mf_games')).toMatchObject({ merchant: 'DEMO', stable: null, canary: null });
  });

  it('lists every remote in REMOTE_NAMES order with the remote switch', async () => {
    const { list: rows } = await list('LUCKY');
    expect(rows.map((r: Json) => r.remote)).toEqual([
      'mf_auth',
      'mf_games',
      'mf_lottery',
      'mf_member',
      'mf_agent',
      'mf_points',
    ]);
    const lottery = rows.find((r: Json) => r.remote === 'mf_lottery');
    expect(lottery).toMatchObject({ stable: null, enabled: expect.any(Boolean) });
  });

  it('refuses what the rollout’s state does not allow (409) and unknown versions (404) or remotes (400)', async () => {
    const D = { merchant: 'DEMO' };
    const expectCode = (r: { status: number; body: Json }, status: number, code: string) =>
      expect([r.status, r.body.code]).toEqual([status, code]);
    expectCode(
      await verb('demo_admin', 'mf_lottery', 'canary', { ...D, version: '1.0.0', percent: 10 }),
      409,
      'ROLLOUT_CONFLICT',
    );
    expectCode(await verb('demo_admin', 'mf_lottery', 'promote', D), 409, 'ROLLOUT_CONFLICT');
    expectCode(await verb('demo_admin', 'mf_lottery', 'halt', D), 409, 'ROLLOUT_CONFLICT');
    expectCode(await verb('demo_admin', 'mf_lottery', 'rollback', D), 409, 'ROLLOUT_CONFLICT');
    expectCode(await verb('demo_admin', 'mf_lottery', 'pin', { ...D, version: '9.9.9' }), 404, 'RELEASE_NOT_FOUND');
    expect((await verb('demo_admin', 'mf_lottery', 'pin', { ...D, version: '1.0.0' })).status).toBe(200);
    expectCode(
      await verb('demo_admin', 'mf_lottery', 'canary', { ...D, version: '1.0.0', percent: 10 }),
      409,
      'ROLLOUT_CONFLICT',
    );
    expectCode(
      await verb('demo_admin', 'mf_lottery', 'canary', { ...D, version: '3.0.0', percent: 10 }),
      404,
      'RELEASE_NOT_FOUND',
    );
    expectCode(await verb('demo_admin', 'mf_lottery', 'promote', D), 409, 'ROLLOUT_CONFLICT');
    expectCode(await verb('demo_admin', 'mf_lottery', 'halt', D), 409, 'ROLLOUT_CONFLICT');
    expect((await verb('demo_admin', 'mf_nope', 'pin', { ...D, version: '1.0.0' })).status).toBe(400);
    expect((await verb('demo_admin', 'mf_lottery', 'canary', { ...D, version: '1.0.0', percent: 0 })).status).toBe(400);
    expect((await verb('demo_admin', 'mf_lottery', 'pin', { ...D, version: 'latest' })).status).toBe(400);
    expect((await call('demo_admin', 'GET', '/ops/rollouts?merchant=NOPE')).status).toBe(404);
  });

  it('lets an admin change only its own merchant, and support or auditor only read', async () => {
    const pin = { merchant: 'LUCKY', version: '1.0.0' };
    expect((await verb('demo_admin', 'mf_member', 'pin', pin)).status).toBe(403);
    expect((await call('demo_admin', 'GET', '/ops/rollouts?merchant=LUCKY')).status).toBe(403);
    for (const who of ['demo_support', 'demo_auditor']) {
      expect((await call(who, 'GET', '/ops/rollouts?merchant=DEMO')).status).toBe(200);
      expect((await verb(who, 'mf_member', 'pin', { ...pin, merchant: 'DEMO' })).status).toBe(403);
    }
    expect((await verb('demo_owner', 'mf_member', 'pin', pin)).status).toBe(200);
    const noAuth = await t.app.inject({ method: 'GET', url: '/ops/rollouts?merchant=DEMO' });
    expect(noAuth.statusCode).toBe(401);
  });

  it('audits every change with its before and after; a refused change leaves no entry', async () => {
    const entries = await t.app.operator.auditOf('rollout', 'LUCKY:mf_games');
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['release.pin', 'release.canary', 'release.halt', 'release.promote', 'release.rollback']),
    );
    const halt = entries.find((e) => e.action === 'release.halt')!;
    expect(halt).toMatchObject({
      actor: 'lucky_admin',
      before: { stable: '1.0.0', canary: { version: '1.1.0', percent: 30 } },
      after: { canary: { version: '1.1.0', percent: 0 }, haltReason: 'operator: lucky_admin' },
    });
    // A failed verb leaves no entry.
    const before = (await t.app.operator.auditOf('rollout', 'DEMO:mf_lottery')).length;
    await verb('demo_admin', 'mf_lottery', 'promote', { merchant: 'DEMO' });
    expect((await t.app.operator.auditOf('rollout', 'DEMO:mf_lottery')).length).toBe(before);
  });

  it('shows the health of each running version over the window (zeros without reports)', async () => {
    const { health } = await list('DEMO');
    expect(health).toEqual(
      expect.arrayContaining([
        { remote: 'mf_lottery', version: '1.0.0', loads: 0, loadFailures: 0, mountErrors: 0, failureRate: 0 },
      ]),
    );
  });
});
