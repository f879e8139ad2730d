import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { formatResult, publishBuild, remoteOf } from '../../src/cli/release-publish';
import { OPS_TOKEN, setupApp, type TestApp } from '../helpers/app';
import { BACKENDS } from '../helpers/db';
import { fakeBuild } from '../helpers/releases';

/** A build folder as webpack writes it, with a file in a subfolder and a type bundle (left out). */
function buildFolder(files: Map<string, Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-build-'));
  for (const [path, bytes] of [...files, ['assets/logo.svg', Buffer.from('<svg/>')] as const]) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
  mkdirSync(join(dir, '@mf-types'));
  writeFileSync(join(dir, '@mf-types', 'index.d.ts'), 'export {};');
  return dir;
}

describe.each(BACKENDS)('npm run release’s client (release-publish.ts) on %s', (backend) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await setupApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('takes a remote by package or federation name', () => {
    expect([remoteOf('mf-games'), remoteOf('mf_points'), remoteOf('shell')]).toEqual(['mf_games', 'mf_points', null]);
  });

  it('hashes a built folder and publishes it over HTTP (paths with folders kept), then prints the release', async () => {
    const files = fakeBuild('mf_points');
    const dir = buildFolder(files);
    const r = await publishBuild({
      remote: 'mf_points',
      version: '3.1.0',
      dir,
      gitCommit: 'abc1234',
      url,
      token: OPS_TOKEN,
    });
    expect(r).toMatchObject({
      ok: true,
      release: { remote: 'mf_points', version: '3.1.0', files: files.size + 1, gitCommit: 'abc1234' },
    });
    const logo = await t.app.inject({ method: 'GET', url: '/remotes/mf-points/3.1.0/assets/logo.svg' });
    expect([logo.statusCode, logo.body]).toEqual([200, '<svg/>']);
    expect(formatResult(r, 42)).toMatch(
      /^released mf-points 3\.1\.0 in 42 ms\n {2}files: \d+ \(.+ KiB\)\n {2}entry: \/remotes\/mf-points\/3\.1\.0\/mf-manifest\.json/,
    );

    const again = await publishBuild({
      remote: 'mf_points',
      version: '3.1.0',
      dir,
      gitCommit: null,
      url,
      token: OPS_TOKEN,
    });
    expect(again).toMatchObject({ ok: false, status: 409, code: 'RELEASE_EXISTS' });
  });

  it('prints the gate’s problems, and the refusal of a missing token', async () => {
    const dir = buildFolder(fakeBuild('mf_points', { parcels: [] }));
    const r = await publishBuild({
      remote: 'mf_points',
      version: '3.2.0',
      dir,
      gitCommit: null,
      url,
      token: OPS_TOKEN,
    });
    expect(formatResult(r, 1)).toBe(
      [
        'release refused: RELEASE_INCOMPATIBLE (422)',
        '  - mf-points 3.2.0 does not expose PointMall, which the remote registry needs (route table: /pointMall)',
      ].join('\n'),
    );
    const anonymous = await publishBuild({
      remote: 'mf_points',
      version: '3.2.0',
      dir,
      gitCommit: null,
      url,
      token: null,
    });
    expect(anonymous).toMatchObject({ ok: false, status: 401 });
  });
});
