import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import { formData } from '../../../../../helpers/payments';
import { fakeBuild, publishRelease, releaseMeta, SHELL_MANIFEST_FIXTURE, sri } from '../../../../../helpers/releases';

describe.each(BACKENDS)('publishing releases (POST /ops/releases) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend, { shellManifestFile: SHELL_MANIFEST_FIXTURE });
    as = await operatorHeaders(t, ['demo_owner', 'demo_admin', 'demo_auditor']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const get = (url: string, headers: Record<string, string> = { authorization: OPS_AUTH }) =>
    t.app.inject({ method: 'GET', url, headers });
  /** Publishes a fake mf-games build as `version` (changed by `edit` first) and answers the refusal's problems. */
  const problemsOf = async (
    version: string,
    build: Map<string, Buffer>,
    meta = releaseMeta(build, 'mf_games', version),
  ) => {
    const r = await publishRelease(t.app, build, meta, OPS_AUTH);
    expect([r.status, r.body.code]).toEqual([422, 'RELEASE_INCOMPATIBLE']);
    return r.body.problems as string[];
  };

  it('stores a release the gate lets in and serves its files immutable at /remotes/<package>/<version>/', async () => {
    const build = fakeBuild('mf_games');
    const r = await publishRelease(t.app, build, releaseMeta(build, 'mf_games', '1.2.0'), OPS_AUTH);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      remote: 'mf_games',
      version: '1.2.0',
      exposes: ['Home', 'GameCenter', 'GameList', 'AccountGames', 'Seamless', 'GamesModals'],
      files: build.size,
      bytes: [...build.values()].reduce((n, b) => n + b.length, 0),
      entry: '/remotes/mf-games/1.2.0/mf-manifest.json',
      gitCommit: 'abcdef1234567',
      publishedBy: 'operator:demo_owner',
      source: 'release',
    });
    expect(r.body.value.shared).toContainEqual({
      name: 'react',
      version: '19.3.1',
      requiredVersion: '^19.2.0',
      singleton: true,
    });
    for (const [path, bytes] of build) {
      const res = await get(`/remotes/mf-games/1.2.0/${path}`, {});
      expect([path, res.statusCode, res.headers['cache-control']]).toEqual([
        path,
        200,
        'public, max-age=31536000, immutable',
      ]);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await get('/remotes/mf-games/1.2.0/nothing.js', {})).statusCode).toBe(404);
    expect((await get('/remotes/mf-games/1.2.0/..%2F..%2F..%2Fpackage.json', {})).statusCode).toBe(404);
  });

  it('refuses a version that exists: 409 RELEASE_EXISTS, the stored files unchanged', async () => {
    const build = fakeBuild('mf_games');
    const r = await publishRelease(t.app, build, releaseMeta(build, 'mf_games', '1.2.0'), OPS_AUTH);
    expect([r.status, r.body.code]).toEqual([409, 'RELEASE_EXISTS']);
    const served = await get('/remotes/mf-games/1.2.0/remoteEntry.js', {});
    expect(served.rawPayload.equals(build.get('remoteEntry.js')!)).toBe(false);
  });

  it('refuses a release that does not expose a parcel the registry needs, naming it and why', async () => {
    const build = fakeBuild('mf_games', { parcels: ['Home', 'GameCenter', 'GameList', 'AccountGames', 'Seamless'] });
    expect(await problemsOf('1.3.0', build)).toEqual([
      'mf-games 1.3.0 does not expose GamesModals, which the remote registry needs (modal host for games:open, game:launch)',
    ]);
    const noHome = fakeBuild('mf_games', {
      parcels: ['GameCenter', 'GameList', 'AccountGames', 'Seamless', 'GamesModals'],
    });
    expect((await problemsOf('1.3.0', noHome))[0]).toMatch(
      /^mf-games 1\.3\.0 does not expose Home, which the remote registry needs \(route table: \/index, \/help/,
    );
    expect((await get('/remotes/mf-games/1.3.0/mf-manifest.json', {})).statusCode).toBe(404);
  });

  it('refuses a singleton whose required version the shell does not provide', async () => {
    const build = fakeBuild('mf_games', {
      shared: [
        { name: 'react', version: '20.0.1', requiredVersion: '^20.0.0', singleton: true },
        // Not shared by the shell, or not a singleton: not checked.
        { name: 'left-pad', version: '1.0.0', requiredVersion: '^2.0.0', singleton: true },
        { name: 'i18next', version: '26.0.0', requiredVersion: '^26.0.0' },
      ],
    });
    expect(await problemsOf('1.4.0', build)).toEqual([
      'mf-games 1.4.0 needs react ^20.0.0 but the shell provides 19.3.1',
    ]);
  });

  it('refuses files that do not match their declared integrity, naming the file', async () => {
    const build = fakeBuild('mf_games');
    const meta = releaseMeta(build, 'mf_games', '1.5.0');
    const declared = sri(Buffer.from('something else'));
    meta.files['remoteEntry.js'] = declared;
    expect(await problemsOf('1.5.0', build, meta)).toEqual([
      `mf-games 1.5.0: remoteEntry.js does not match its integrity (declared ${declared}, got ${sri(build.get('remoteEntry.js')!)})`,
    ]);
  });

  it('refuses a release without its manifest, or lacking a file the manifest names', async () => {
    const build = fakeBuild('mf_games');
    build.delete('mf-manifest.json');
    expect(await problemsOf('1.6.0', build)).toEqual(['mf-games 1.6.0 has no mf-manifest.json']);

    const partial = fakeBuild('mf_games');
    const chunk = [...partial.keys()].find((k) => k.startsWith('__federation_expose_Seamless'))!;
    partial.delete(chunk);
    expect(await problemsOf('1.6.0', partial)).toEqual([
      `mf-games 1.6.0: ${chunk} (expose Seamless in mf-manifest.json) is not among its files`,
    ]);

    const other = fakeBuild('mf_games', { name: 'mf_lottery' });
    expect(await problemsOf('1.6.0', other)).toEqual([
      'mf-games 1.6.0: mf-manifest.json is the manifest of mf_lottery, not of mf_games',
    ]);

    const undeclared = fakeBuild('mf_games');
    const meta = releaseMeta(undeclared, 'mf_games', '1.6.0');
    undeclared.set('extra.js', Buffer.from('x'));
    expect(await problemsOf('1.6.0', undeclared, meta)).toEqual([
      'mf-games 1.6.0: extra.js was sent but is not declared in meta',
    ]);
  });

  it('answers 400 for a bad meta or a path that is not a plain relative path', async () => {
    const build = fakeBuild('mf_games');
    const bad = await publishRelease(t.app, build, '{not json', OPS_AUTH);
    expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'VALIDATION', 'meta']);
    const version = await publishRelease(
      t.app,
      build,
      { ...releaseMeta(build, 'mf_games', 'v1'), version: 'v1' },
      OPS_AUTH,
    );
    expect([version.status, version.body.code, version.body.field]).toEqual([400, 'VALIDATION', 'version']);
    const remote = await publishRelease(
      t.app,
      build,
      JSON.stringify({ ...releaseMeta(build, 'mf_games', '1.7.0'), remote: 'mf_nope' }),
      OPS_AUTH,
    );
    expect([remote.status, remote.body.code]).toEqual([400, 'VALIDATION']);

    for (const path of ['../escape.js', '/abs.js', 'a/../../b.js', 'sp ace.js', 'a//b.js']) {
      const files = new Map([...build, [path, Buffer.from('x')]]);
      const r = await publishRelease(t.app, files, releaseMeta(build, 'mf_games', '1.7.0'), OPS_AUTH);
      expect([path, r.status, r.body.code]).toEqual([path, 400, 'VALIDATION']);
      const declared = releaseMeta(files, 'mf_games', '1.7.0');
      const m = await publishRelease(t.app, build, declared, OPS_AUTH);
      expect([path, m.status, m.body.field]).toEqual([path, 400, 'meta.files']);
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/ops/releases',
      headers: { authorization: OPS_AUTH },
      payload: { meta: {} },
    });
    expect(none.statusCode).toBe(415);
    expect((await get('/remotes/mf-games/1.7.0/mf-manifest.json', {})).statusCode).toBe(404);
  });

  it('answers 413 for a file over 10 MB and 400 for a field that is not meta', async () => {
    const build = fakeBuild('mf_games');
    build.set('huge.js', Buffer.alloc(10 * 1024 * 1024 + 1, 32));
    const big = await publishRelease(t.app, build, releaseMeta(build, 'mf_games', '1.7.1'), OPS_AUTH);
    expect([big.status, big.body.code, big.body.detail]).toEqual([
      413,
      'PAYLOAD_TOO_LARGE',
      'huge.js: a release file is at most 10485760 bytes',
    ]);
    const { payload, contentType } = formData([
      { name: 'meta', data: JSON.stringify(releaseMeta(build, 'mf_games', '1.7.1')) },
      { name: 'note', data: 'hello' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/releases',
      headers: { authorization: OPS_AUTH, 'content-type': contentType },
      payload,
    });
    expect([res.statusCode, res.json().field]).toEqual([400, 'note']);
  });

  it('lets only the owner publish; the admin and the auditor read the list', async () => {
    const build = fakeBuild('mf_games');
    const admin = await publishRelease(t.app, build, releaseMeta(build, 'mf_games', '1.8.0'), as.demo_admin!);
    expect([admin.status, admin.body.code]).toEqual([403, 'FORBIDDEN']);
    const auditor = await publishRelease(t.app, build, releaseMeta(build, 'mf_games', '1.8.0'), as.demo_auditor!);
    expect(auditor.status).toBe(403);
    const owner = await publishRelease(t.app, build, releaseMeta(build, 'mf_games', '1.8.0'), as.demo_owner!);
    expect([owner.status, owner.body.value.publishedBy]).toEqual([200, 'operator:demo_owner']);
    for (const who of ['demo_admin', 'demo_auditor'])
      expect((await get('/ops/releases?remote=mf_games', as[who])).statusCode).toBe(200);
    expect((await get('/ops/releases', {})).statusCode).toBe(401);
  });

  it('lists releases newest first and audits each publication', async () => {
    const build = fakeBuild('mf_games');
    expect((await publishRelease(t.app, build, releaseMeta(build, 'mf_games', '1.9.0'), OPS_AUTH)).status).toBe(200);
    const lottery = fakeBuild('mf_lottery');
    expect((await publishRelease(t.app, lottery, releaseMeta(lottery, 'mf_lottery', '0.2.0'), OPS_AUTH)).status).toBe(
      200,
    );
    const games = (await get('/ops/releases?remote=mf_games')).json().value.list as { version: string }[];
    expect(games.map((r) => r.version)).toEqual(['1.9.0', '1.8.0', '1.2.0']);
    const all = (await get('/ops/releases')).json().value.list as { remote: string; version: string }[];
    expect(all.slice(0, 2).map((r) => `${r.remote}@${r.version}`)).toEqual(['mf_lottery@0.2.0', 'mf_games@1.9.0']);
    expect((await get('/ops/releases?remote=mf_nope')).statusCode).toBe(400);

    const audit = (await get('/ops/audit?action=release.publish&limit=10')).json().value.list as {
      subjectId: string;
    }[];
    expect(audit.find((e) => e.subjectId === 'mf_games@1.9.0')).toMatchObject({
      actor: 'demo_owner',
      merchantId: null,
      subjectType: 'release',
      before: null,
      after: {
        files: build.size,
        bytes: [...build.values()].reduce((n, b) => n + b.length, 0),
        gitCommit: 'abcdef1234567',
      },
    });
  });
});
