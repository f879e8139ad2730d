/** Browser health reports (counted only for running versions), the canary guard, session versions. */
import { randomBytes } from 'node:crypto';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { OPS_AUTH } from '../../../../../helpers/operator-token';
import { seedRelease } from '../../../../../helpers/rollouts';

const LUCKY = 'lucky.localhost';
type Item = { remote: string; version: string; loads: number; loadFailures?: number; mountErrors?: number };

describe.each(BACKENDS)('remote health (/wps/remotes/health) on %s', (backend) => {
  let t: TestApp;
  let lucky: number;
  let ipNo = 0;
  beforeAll(async () => {
    // Small thresholds: 10 loads, 5 % over the stable.
    t = await setupApp(backend, { canaryMinLoads: 10, canaryMaxExcess: 0.05, canaryWindowMinutes: 30 });
    lucky = (await t.app.merchants.findByCode('LUCKY'))!.id;
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) await seedRelease(t.db, 'mf_games', v);
    await seedRelease(t.db, 'mf_member', '1.0.0');
    const ops = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: OPS_AUTH }, payload });
    await ops('/ops/rollouts/mf_games/pin?merchant=LUCKY', { version: '1.0.0' });
    await ops('/ops/rollouts/mf_games/canary?merchant=LUCKY', { version: '1.1.0', percent: 20 });
    await ops('/ops/rollouts/mf_member/pin?merchant=LUCKY', { version: '1.0.0' });
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A report from a fresh IP (so the per-IP limit does not interfere) unless `ip` is given. */
  const report = (items: Item[], opts: { ip?: string; token?: string; host?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/remotes/health',
      remoteAddress: opts.ip ?? `10.77.${Math.floor(++ipNo / 250)}.${ipNo % 250}`,
      headers: { host: opts.host ?? LUCKY, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      payload: { reports: items.map((i) => ({ loadFailures: 0, mountErrors: 0, ...i })) },
    });
  const health = async () => {
    const { rows } = await t.db.query<{ remote: string; version: string; loads: number; f: number; m: number }>(
      `SELECT remote, version, sum(loads)::int AS loads, sum(load_failures)::int AS f, sum(mount_errors)::int AS m
       FROM remote_health WHERE merchant_id = $1 GROUP BY remote, version ORDER BY remote, version`,
      [lucky],
    );
    return rows;
  };
  const rollout = async () =>
    (await t.app.inject({ method: 'GET', url: '/ops/rollouts?merchant=LUCKY', headers: { authorization: OPS_AUTH } }))
      .json()
      .value.list.find((r: { remote: string }) => r.remote === 'mf_games');

  it('counts only the versions the merchant runs, per minute, and answers null', async () => {
    const r = await report([
      { remote: 'mf_games', version: '1.0.0', loads: 5 },
      { remote: 'mf_games', version: '1.1.0', loads: 2 },
      { remote: 'mf_games', version: '1.2.0', loads: 9 },
      { remote: 'mf_lottery', version: '1.0.0', loads: 9 },
    ]);
    expect([r.statusCode, r.json()]).toEqual([200, expect.objectContaining({ success: true, value: null })]);
    await report([{ remote: 'mf_games', version: '1.0.0', loads: 3, mountErrors: 1 }]);
    expect(await health()).toEqual([
      { remote: 'mf_games', version: '1.0.0', loads: 8, f: 0, m: 1 },
      { remote: 'mf_games', version: '1.1.0', loads: 2, f: 0, m: 0 },
    ]);
    // DEMO runs no release: nothing is counted for it.
    await report([{ remote: 'mf_games', version: '1.0.0', loads: 5 }], { host: 'localhost' });
    const { rows } = await t.db.query('SELECT 1 FROM remote_health WHERE merchant_id <> $1', [lucky]);
    expect(rows).toEqual([]);
  });

  it('refuses bad reports (400), large bodies (413) and more than 30 reports a minute from one IP (429)', async () => {
    const bad = await report([{ remote: 'mf_games', version: '1.0.0', loads: 101 }]);
    expect(bad.statusCode).toBe(400);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/wps/remotes/health',
      headers: { host: LUCKY },
      payload: { reports: [] },
    });
    expect(tooMany.statusCode).toBe(400);
    const big = await t.app.inject({
      method: 'POST',
      url: '/wps/remotes/health',
      headers: { host: LUCKY, 'content-type': 'application/json' },
      payload: JSON.stringify({ reports: [], pad: 'x'.repeat(5000) }),
    });
    expect(big.statusCode).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await report([{ remote: 'mf_member', version: '1.0.0', loads: 1 }], { ip: '10.99.0.1' })).statusCode,
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const last = await report([{ remote: 'mf_member', version: '1.0.0', loads: 1 }], { ip: '10.99.0.1' });
    expect([last.statusCode, last.json().code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('notes the versions on a member’s session, shown in the player’s logins tab', async () => {
    const m = await t.app.members.create({
      merchantId: lucky,
      username: `hv_${randomBytes(3).toString('hex')}`,
      passwordHash: 'x',
      type: 0,
    });
    const token = await t.app.sessions.create(m.id, 3600, '10.1.1.1');
    const item = { remote: 'mf_games', version: '1.0.0', loads: 1 };
    await report([item, { remote: 'mf_member', version: '1.0.0', loads: 1 }], { token });
    await report([item], { token });
    const { rows } = await t.db.query(
      `SELECT remote, version FROM session_remote_versions v JOIN sessions s ON s.id = v.session_id
       WHERE s.member_id = $1 ORDER BY remote`,
      [m.id],
    );
    expect(rows).toEqual([
      { remote: 'mf_games', version: '1.0.0' },
      { remote: 'mf_member', version: '1.0.0' },
    ]);
    // The back office's sign-in history of the player shows them.
    const logins = await t.app.inject({
      method: 'GET',
      url: `/ops/players/${m.id}/logins?merchant=LUCKY`,
      headers: { authorization: OPS_AUTH },
    });
    expect(logins.json().value.list).toEqual([expect.objectContaining({ ip: '10.1.1.1', versions: rows })]);
  });

  it('halts a failing canary once it has enough loads, audits it and tells the operators', async () => {
    // 2 loads so far on 1.1.0; 6 more with 5 failures: 8 loads, under the 10 needed.
    await report([{ remote: 'mf_games', version: '1.1.0', loads: 6, loadFailures: 5 }]);
    expect(await rollout()).toMatchObject({ canary: { version: '1.1.0', percent: 20 } });
    // Two processes may judge it at once: one halt, one audit entry.
    const item = { remote: 'mf_games', version: '1.1.0', loads: 2, loadFailures: 2 };
    const both = await Promise.all([report([item]), report([item])]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const r = await rollout();
    expect(r).toMatchObject({ canary: { version: '1.1.0', percent: 0 }, haltedAt: expect.any(String) });
    // Each report crosses the threshold alone: the guard that runs first sees one or both of them.
    expect(r.haltReason).toMatch(
      /^automatic: (7 of 10 loads failed \(70 %\)|9 of 12 loads failed \(75 %\)) against 1\d(\.\d)? % on 1\.0\.0$/,
    );
    const audits = (await t.app.operator.auditOf('rollout', 'LUCKY:mf_games')).filter(
      (e) => e.actor === 'system:canary-guard',
    );
    expect(audits).toHaveLength(1);
    expect([10, 12]).toContain((audits[0]!.after as { figures: { canary: { loads: number } } }).figures.canary.loads);
    expect(audits[0]).toMatchObject({
      action: 'release.halt',
      after: { canary: { version: '1.1.0', percent: 0 }, haltReason: r.haltReason },
    });
    const sent = await t.app.outbox.list(lucky, undefined, 50);
    const notices = sent.filter((s) => s.body.includes('canary 1.1.0 of mf_games was halted'));
    expect(notices.map((n) => n.to).sort()).toEqual(['operator:demo_owner', 'operator:lucky_admin']);
  });

  it('leaves a canary whose failures are no worse than the stable’s', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/ops/rollouts/mf_games/canary?merchant=LUCKY',
      headers: { authorization: OPS_AUTH },
      payload: { version: '1.2.0', percent: 10 },
    });
    // The stable fails 1 in 10 (10 %), the canary 1 in 10: no excess.
    await report([{ remote: 'mf_games', version: '1.2.0', loads: 10, mountErrors: 1 }]);
    expect(await rollout()).toMatchObject({ canary: { version: '1.2.0', percent: 10 } });
  });
});
