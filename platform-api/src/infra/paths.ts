import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findUp(start: string, match: (pkg: { name?: string; workspaces?: unknown }) => boolean): string {
  let dir = start;
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; workspaces?: unknown };
      if (match(pkg)) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
}

// Resolved from the package.json, so the same code works from src/ (jest) and dist/ (node).
/** Root folder of the platform-api package. */
export const PACKAGE_ROOT = findUp(__dirname, (p) => p.name === 'platform-api');
/** Root folder of the monorepo (the package.json with workspaces). */
export const REPO_ROOT = findUp(PACKAGE_ROOT, (p) => Array.isArray(p.workspaces));
/** Numbered SQL migrations shipped with the package. */
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'migrations');
