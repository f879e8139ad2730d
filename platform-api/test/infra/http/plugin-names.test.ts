import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { named, namePluginsUnder } from '../../../src/infra/http/plugin-names';

const DISPLAY_NAME = Symbol.for('fastify.display-name');
type Named = { [DISPLAY_NAME]?: string };

/** A folder of plugin files as @fastify/autoload finds them (CommonJS: what the build and jest load). */
function pluginFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'plugin-names-'));
  const plugin = (file: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), 'module.exports = { default: async function plugin() {} };\n');
  };
  plugin('index.js');
  plugin('a/index.js');
  plugin('a/routes.js');
  plugin('a/b/deep.js');
  writeFileSync(join(dir, 'a/data.js'), 'module.exports = { default: 42 };\n');
  writeFileSync(join(dir, 'a/types.d.ts'), 'export {};\n');
  return dir;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the modules the helper names, by path
const loaded = (dir: string, file: string) => (require(join(dir, file)) as { default: Named }).default;

describe('plugin names', () => {
  it('named gives a plugin the name Fastify shows, and keeps a name it already has', () => {
    const fn = named('first', async () => undefined) as Named;
    expect(fn[DISPLAY_NAME]).toBe('first');
    named('second', fn as () => Promise<void>);
    expect(fn[DISPLAY_NAME]).toBe('first');
  });

  it('names every plugin under a folder by its path, leaving what is not a function', () => {
    const dir = pluginFolder();
    namePluginsUnder(dir);
    expect(loaded(dir, 'index.js')[DISPLAY_NAME]).toBe('index.js');
    expect(loaded(dir, 'a/routes.js')[DISPLAY_NAME]).toBe(join('a', 'routes.js'));
    expect(loaded(dir, 'a/b/deep.js')[DISPLAY_NAME]).toBe(join('a', 'b', 'deep.js'));
    expect(loaded(dir, 'a/data.js')).toBe(42);
  });

  it('with indexOnly and a depth, names only the index files that deep (what autoload loads of such folders)', () => {
    const dir = pluginFolder();
    namePluginsUnder(dir, { depth: 1, indexOnly: true });
    expect(loaded(dir, 'index.js')[DISPLAY_NAME]).toBe('index.js');
    expect(loaded(dir, 'a/index.js')[DISPLAY_NAME]).toBe(join('a', 'index.js'));
    expect(loaded(dir, 'a/routes.js')[DISPLAY_NAME]).toBeUndefined();
    expect(loaded(dir, 'a/b/deep.js')[DISPLAY_NAME]).toBeUndefined();
  });
});
