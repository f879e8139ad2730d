import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../../routes/route-table';
import { REMOTE_NAMES, REMOTE_PACKAGES, REMOTE_PARCELS, type RemoteName } from '../registry';

const ROOT = path.resolve(__dirname, '../../../..');

interface AppConfig {
  name: string;
  exposes?: Record<string, string>;
}

/** An app's `createConfig({ dir, name, exposes })` options, read by running its webpack.config.js. */
function appConfig(pkg: string): AppConfig {
  const file = path.join(ROOT, pkg, 'webpack.config.js');
  let options: AppConfig | undefined;
  jest.isolateModules(() => {
    // The real factory needs webpack; the options it is given are what we check.
    jest.doMock(path.join(ROOT, 'tools/mf-build'), () => ({
      createConfig: (o: AppConfig) => {
        options = o;
        return o;
      },
    }));
    jest.requireActual(file);
  });
  if (!options) throw new Error(`${file} does not call createConfig`);
  return options;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase());

describe.each(REMOTE_NAMES.map((r) => [r, REMOTE_PACKAGES[r]] as const))('remote %s (%s/)', (remote, pkg) => {
  const config = appConfig(pkg);
  const exposes = config.exposes ?? {};

  it('builds under its federation name', () => {
    expect(config.name).toBe(remote);
  });

  it('exposes exactly the parcels REMOTE_PARCELS lists', () => {
    const exposed = Object.keys(exposes).map((k) => k.replace(/^\.\//, ''));
    expect([...exposed].sort()).toEqual([...REMOTE_PARCELS[remote]].sort());
  });

  it.each(Object.entries(exposes))('exposes %s from an existing parcel file in src/app/parcels', (key, file) => {
    expect(file).toBe(`./src/app/parcels/${kebab(key.replace(/^\.\//, ''))}.tsx`);
    const full = path.join(ROOT, pkg, file);
    expect(existsSync(full)).toBe(true);
    expect(readFileSync(full, 'utf8')).toMatch(/export const \{ bootstrap, mount, unmount, update \} = createParcel\(/);
  });

  it('keeps its always-mounted modal host in src/app/modal-host.tsx, wrapped by its …Modals parcel', () => {
    const modals = REMOTE_PARCELS[remote].filter((p) => p.endsWith('Modals'));
    expect(modals.length).toBeLessThanOrEqual(1);
    expect(existsSync(path.join(ROOT, pkg, 'src/app/modal-host.tsx'))).toBe(modals.length === 1);
    for (const parcel of modals) {
      const parcelFile = path.join(ROOT, pkg, 'src/app/parcels', `${kebab(parcel)}.tsx`);
      expect(readFileSync(parcelFile, 'utf8')).toContain("import { ModalHost } from '../modal-host';");
    }
  });
});

describe('remote registry', () => {
  it('names every mf-* package at the repository root, and the shell exposes nothing', () => {
    const folders = readdirSync(ROOT).filter(
      (d) => d.startsWith('mf-') && existsSync(path.join(ROOT, d, 'webpack.config.js')),
    );
    expect(folders.sort()).toEqual(Object.values(REMOTE_PACKAGES).sort());
    expect(appConfig('shell').exposes ?? {}).toEqual({});
  });

  it('routes only to parcels that their remote exposes', () => {
    for (const r of ROUTES.filter((x) => x.remote)) {
      expect(REMOTE_PARCELS[r.remote as RemoteName]).toContain(r.parcel);
    }
  });
});
