/** @pglite: the registration's one-statement rollout assignment (unnest of an array, CTEs) on the embedded database too. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OPS_AUTH, setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { fakeBuild, publishRelease, releaseMeta, SHELL_MANIFEST_FIXTURE } from '../../helpers/releases';

/** Replaces `<root>/<pkg>/dist` with `files` (what `npm run build` leaves there). */
function writeDist(root: string, pkg: string, files: Map<string, Buffer>) {
  const dist = join(root, pkg, 'dist');
  rmSync(dist, { recursive: true, force: true });
  for (const [path, bytes] of files) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), bytes);
  }
}

describe.each(BACKENDS)('registering the built remotes at start (ADR 0012 §8) on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let merchantIds: number[];
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'api-builds-'));
    for (const pkg of ['mf-games', 'mf-auth', 'mf-lottery']) {
      mkdirSync(join(root, pkg), { recursive: true });
      writeFileSync(join(root, pkg, 'package.json'), JSON.stringify({ name: pkg, version: '0.3.0' }));
    }
    t = await setupApp(backend, { staticRoot: root, shellManifestFile: SHELL_MANIFEST_FIXTURE });
    merchantIds = (await t.app.merchants.list()).map((m) => m.id).sort((a, b) => a - b);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const stables = async () =>
    (
      await t.db.query<{ merchant_id: number; stable_version: string }>(
        "SELECT merchant_id, stable_version FROM remote_rollouts WHERE remote = 'mf_games' ORDER BY merchant_id",
      )
    ).rows.map((r) => [Number(r.merchant_id), r.stable_version]);
  const history = async (merchantId: number) =>
    (
      await t.db.query<{ version: string }>(
        "SELECT version FROM remote_stable_history WHERE merchant_id = $1 AND remote = 'mf_games' ORDER BY id",
        [merchantId],
      )
    ).rows.map((r) => r.version);

  it('registers a fresh build as its package version and makes it every merchant’s stable', async () => {
    writeDist(root, 'mf-games', fakeBuild('mf_games', { seed: 'first' }));
    writeDist(root, 'mf-auth', new Map()); // a dist without a manifest: not a build, skipped
    const r = await t.app.releases.registerBuilds({ production: false });
    expect(r.registered).toEqual([{ remote: 'mf_games', version: '0.3.0' }]);
    expect(r.refused).toEqual([]);
    expect(r.assigned).toEqual({ mf_games: merchantIds });
    expect(await stables()).toEqual(merchantIds.map((id) => [id, '0.3.0']));
    expect(await history(merchantIds[0]!)).toEqual(['0.3.0']);
    const [release] = await t.app.releases.list('mf_games');
    expect(release).toMatchObject({ version: '0.3.0', source: 'build', publishedBy: 'system:start', gitCommit: null });
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/ops/audit?action=release.publish&limit=5',
        headers: { authorization: OPS_AUTH },
      })
    ).json().value.list as { subjectId: string; actor: string }[];
    expect(audit.find((e) => e.subjectId === 'mf_games@0.3.0')?.actor).toBe('system:start');
    expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-games/0.3.0/mf-manifest.json' })).statusCode).toBe(
      200,
    );
  });

  it('registers nothing on a restart with the same files', async () => {
    const r = await t.app.releases.registerBuilds({ production: false });
    expect([r.registered, r.refused, r.assigned]).toEqual([[], [], {}]);
  });

  it('registers a changed build as <version>+<digest> and moves stables that are builds, never an operator’s', async () => {
    const pinned = merchantIds[0]!;
    const build = fakeBuild('mf_games', { seed: 'operator' });
    expect((await publishRelease(t.app, build, releaseMeta(build, 'mf_games', '0.4.0'), OPS_AUTH)).status).toBe(200);
    await t.db.query("UPDATE remote_rollouts SET stable_version = '0.4.0' WHERE merchant_id = $1", [pinned]);

    const next = fakeBuild('mf_games', { seed: 'second' });
    next.set('@mf-types.zip', Buffer.from('types'));
    next.set('remoteEntry.js.map', Buffer.from('{}'));
    writeDist(root, 'mf-games', next);
    const r = await t.app.releases.registerBuilds({ production: false });
    expect(r.registered).toEqual([{ remote: 'mf_games', version: expect.stringMatching(/^0\.3\.0\+[0-9a-f]{8}$/) }]);
    const version = r.registered[0]!.version;
    expect(r.assigned).toEqual({ mf_games: merchantIds.filter((id) => id !== pinned) });
    expect(await stables()).toEqual(merchantIds.map((id) => [id, id === pinned ? '0.4.0' : version]));
    expect(await history(merchantIds[1]!)).toEqual(['0.3.0', version]);
    const release = await t.app.releases.find('mf_games', version);
    expect(release?.files).toBe(next.size - 1); // the type bundle is left out, the map kept
  });

  it('in production registers a newer build without moving any stable', async () => {
    writeDist(root, 'mf-games', fakeBuild('mf_games', { seed: 'third' }));
    const before = await stables();
    const r = await t.app.releases.registerBuilds({ production: true });
    expect(r.registered).toHaveLength(1);
    expect(r.assigned).toEqual({});
    expect(await stables()).toEqual(before);
  });

  it('registers again a stored build whose row is gone (a database reset beside a kept store), not other files', async () => {
    const build = fakeBuild('mf_lottery', { seed: 'kept' });
    writeDist(root, 'mf-lottery', build);
    await t.app.releases.store.put('mf-lottery', '0.3.0', build);
    const r = await t.app.releases.registerBuilds({ production: false });
    expect(r.registered).toEqual([{ remote: 'mf_lottery', version: '0.3.0' }]);

    const other = fakeBuild('mf_lottery', { seed: 'other' });
    await t.app.releases.store.put('mf-lottery', '0.5.0', fakeBuild('mf_lottery', { seed: 'different' }));
    const res = await publishRelease(t.app, other, releaseMeta(other, 'mf_lottery', '0.5.0'), OPS_AUTH);
    expect([res.status, res.body.code]).toEqual([409, 'RELEASE_EXISTS']);
    expect(await t.app.releases.store.has('mf-lottery', '0.5.0')).toBe(true);
  });

  it('logs a build the gate refuses and registers nothing for it', async () => {
    writeDist(root, 'mf-auth', fakeBuild('mf_auth', { parcels: ['AgentLogin'] }));
    const r = await t.app.releases.registerBuilds({ production: false });
    expect(r.registered).toEqual([]);
    expect(r.refused).toEqual([
      {
        remote: 'mf_auth',
        problems: [
          'mf-auth 0.3.0 does not expose AuthModals, which the remote registry needs (modal host for auth:open)',
        ],
      },
    ]);
    expect(await t.app.releases.list('mf_auth')).toEqual([]);
  });
});
