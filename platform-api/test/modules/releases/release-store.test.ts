import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFolderStore, ReleaseAlreadyStored } from '../../../src/modules/releases/release-store';

describe('the folder release store', () => {
  const root = mkdtempSync(join(tmpdir(), 'release-store-'));
  const store = createFolderStore(root);
  const files = new Map([
    ['mf-manifest.json', Buffer.from('{"name":"mf_games"}')],
    ['assets/a.js', Buffer.from('a')],
  ]);

  it('puts a release under <package>/<version>/ through a staging folder and refuses it twice', async () => {
    expect(await store.has('mf-games', '1.0.0')).toBe(false);
    await store.put('mf-games', '1.0.0', files);
    expect(await store.has('mf-games', '1.0.0')).toBe(true);
    expect(readFileSync(join(root, 'mf-games', '1.0.0', 'assets', 'a.js'), 'utf8')).toBe('a');
    await expect(store.put('mf-games', '1.0.0', new Map([['x.js', Buffer.from('x')]]))).rejects.toBeInstanceOf(
      ReleaseAlreadyStored,
    );
    expect(existsSync(join(root, 'mf-games', '1.0.0', 'x.js'))).toBe(false);
    expect(readdirSync(root).filter((n) => n.startsWith('.staging-'))).toEqual([]);
    expect(store.entryUrl('mf-games', '1.0.0')).toBe('/remotes/mf-games/1.0.0/mf-manifest.json');
  });

  it('lets one of two racing publishers of a version win', async () => {
    const results = await Promise.allSettled([
      store.put('mf-games', '2.0.0', files),
      store.put('mf-games', '2.0.0', new Map([['mf-manifest.json', Buffer.from('{}')]])),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(readdirSync(root).filter((n) => n.startsWith('.staging-'))).toEqual([]);
  });

  it('removes a release whose registration failed', async () => {
    await store.put('mf-auth', '0.1.0', files);
    await store.remove('mf-auth', '0.1.0');
    expect(await store.has('mf-auth', '0.1.0')).toBe(false);
  });
});
