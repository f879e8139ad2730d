import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../src/infra/paths';
import { devPort } from '../../../src/modules/merchants/dev-ports';
import { remoteEntry } from '../../../src/modules/merchants/permission-config';

describe('devPort', () => {
  const root = mkdtempSync(join(tmpdir(), 'dev-ports-'));
  const write = (pkg: string, json: unknown) => {
    mkdirSync(join(root, pkg), { recursive: true });
    writeFileSync(join(root, pkg, 'package.json'), JSON.stringify(json));
  };

  it("reads config.port of the package's package.json, once per process", () => {
    write('mf-auth', { name: 'mf-auth', config: { port: 4123 } });
    expect(devPort(root, 'mf-auth')).toBe(4123);
    write('mf-auth', { name: 'mf-auth', config: { port: 4999 } });
    expect(devPort(root, 'mf-auth')).toBe(4123);
    expect(remoteEntry('mf_auth', '/stored', 'dev', root)).toBe('http://127.0.0.1:4123/mf-manifest.json');
    expect(remoteEntry('mf_auth', '/stored', 'static', root)).toBe('/stored');
  });

  it('throws for a missing file or port', () => {
    write('mf-games', { name: 'mf-games' });
    expect(() => devPort(root, 'mf-games')).toThrow(/no valid config.port/);
    expect(() => devPort(root, 'mf-points')).toThrow(/cannot read/);
  });

  it('matches the ports the repository packages declare', () => {
    expect(devPort(REPO_ROOT, 'shell')).toBe(3000);
    expect(devPort(REPO_ROOT, 'mf-points')).toBe(3006);
  });
});
