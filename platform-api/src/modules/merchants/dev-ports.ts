import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// One read per package.json per process: ports do not change while the dev servers run.
const cache = new Map<string, number>();

/**
 * The dev-server port of a package: `config.port` of `<staticRoot>/<packageFolder>/package.json`,
 * the same field the webpack factory (mf-build) reads, so there is one table of ports. Throws when
 * the file or the field is missing — REMOTES_MODE=dev with a wrong STATIC_ROOT should be loud.
 */
export function devPort(staticRoot: string, packageFolder: string): number {
  const file = join(staticRoot, packageFolder, 'package.json');
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  let port: unknown;
  try {
    port = (JSON.parse(readFileSync(file, 'utf8')) as { config?: { port?: unknown } }).config?.port;
  } catch (err) {
    throw new Error(`REMOTES_MODE=dev: cannot read ${file}: ${(err as Error).message}`);
  }
  if (typeof port !== 'number' || !Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`REMOTES_MODE=dev: ${file} has no valid config.port`);
  cache.set(file, port);
  return port;
}
