import { readFileSync } from 'node:fs';
import { checkRelease } from '../../../src/modules/releases/release-gate';
import { shellSharedVersions } from '../../../src/modules/releases/release-manifest';
import { fakeBuild, releaseMeta, SHELL_MANIFEST_FIXTURE } from '../../helpers/releases';

const shell = shellSharedVersions(readFileSync(SHELL_MANIFEST_FIXTURE));
const gate = (files: Map<string, Buffer>, remote: 'mf_games' | 'mf_auth' = 'mf_games', shellShared = shell) =>
  checkRelease({ remote, meta: releaseMeta(files, remote, '2.0.0'), files, shellShared }).problems;

describe('the compatibility gate (release-gate.ts)', () => {
  it('lets a complete build of the remote in, with its manifest read', () => {
    const files = fakeBuild('mf_games');
    const verdict = checkRelease({
      remote: 'mf_games',
      meta: releaseMeta(files, 'mf_games', '2.0.0'),
      files,
      shellShared: shell,
    });
    expect(verdict.problems).toEqual([]);
    expect(verdict.manifest?.exposes.map((e) => e.name)).toContain('GamesModals');
    expect(shell?.get('react')).toBe('19.3.1');
  });

  it('names every missing parcel with the route table paths or the modal host that needs it', () => {
    expect(gate(fakeBuild('mf_auth', { parcels: [] }), 'mf_auth')).toEqual([
      'mf-auth 2.0.0 does not expose AuthModals, which the remote registry needs (modal host for auth:open)',
      expect.stringMatching(
        /^mf-auth 2\.0\.0 does not expose AgentLogin, which the remote registry needs \(route table: \//,
      ),
    ]);
  });

  it('checks singletons the shell shares against what it provides, and skips the check without a shell manifest', () => {
    const files = fakeBuild('mf_games', {
      shared: [
        { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
        { name: 'jotai', version: '2.20.3', requiredVersion: 'not a range', singleton: true },
        { name: 'ky', version: '1.14.3', requiredVersion: '>=1.11.0 <2', singleton: true },
      ],
    });
    expect(gate(files)).toEqual([
      'mf-games 2.0.0 needs react ^20.0.0 but the shell provides 19.3.1',
      'mf-games 2.0.0 needs jotai not a range, which is not a version range',
    ]);
    expect(gate(files, 'mf_games', null)).toEqual([]);
  });

  it('refuses a manifest that does not parse or is another remote’s', () => {
    const files = fakeBuild('mf_games');
    files.set('mf-manifest.json', Buffer.from('{"name":'));
    expect(gate(files)).toEqual(['mf-games 2.0.0: mf-manifest.json is not valid JSON']);
    expect(gate(fakeBuild('mf_games', { name: 'mf_auth' }))).toEqual([
      'mf-games 2.0.0: mf-manifest.json is the manifest of mf_auth, not of mf_games',
    ]);
  });

  it('compares the declared files with the received ones', () => {
    const files = fakeBuild('mf_games');
    const meta = releaseMeta(files, 'mf_games', '2.0.0');
    files.delete('remoteEntry.js');
    expect(checkRelease({ remote: 'mf_games', meta, files, shellShared: shell }).problems).toEqual([
      'mf-games 2.0.0: remoteEntry.js is declared in meta but was not sent',
      'mf-games 2.0.0: remoteEntry.js (its remoteEntry in mf-manifest.json) is not among its files',
    ]);
  });
});
