import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const DISPLAY_NAME = Symbol.for('fastify.display-name');
/** The script files @fastify/autoload loads (its default pattern, without declaration files). */
const SCRIPT = /\.(?:c?js|ts)$/;

type Plugin = ((...args: never[]) => unknown) & { [DISPLAY_NAME]?: string };

/**
 * Gives a plugin function the name Fastify shows for it (in errors, the plugin tree). Fastify names every plugin it
 * registers, and one without such a name is looked for in the whole `require.cache`, once per plugin: hundreds of
 * module routes made that a third of building the app (340 ms of 840 under jest, whose cache is a proxy).
 */
export function named<F extends Plugin>(name: string, fn: F): F {
  fn[DISPLAY_NAME] ??= name;
  return fn;
}

/** The script files under `dir`, `depth` folders deep at most (1: only the folders right under it). */
function scripts(dir: string, depth: number): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return depth > 0 ? scripts(path, depth - 1) : [];
    return SCRIPT.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Names, by their path under `dir`, the plugins @fastify/autoload is about to load from it (`named`): the same
 * modules autoload then requires, so it registers functions that carry their names. `depth` as autoload's maxDepth;
 * `indexOnly`: only the folders' index files (what autoload loads of a folder that has one).
 */
export function namePluginsUnder(dir: string, { depth = Infinity, indexOnly = false } = {}): void {
  for (const file of scripts(dir, depth)) {
    if (indexOnly && !basename(file).startsWith('index.')) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module autoload requires next, by path
    const exported = require(file) as { default?: unknown };
    const fn = exported.default ?? exported;
    if (typeof fn === 'function') named(relative(dir, file), fn as Plugin);
  }
}
