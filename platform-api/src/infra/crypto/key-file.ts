import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The key in `file` (trimmed), or null when the file is missing or empty. */
export function readKeyFile(file: string): string | null {
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').trim() || null;
}

/**
 * The key in `file`, made on first use: 32 random bytes (base64url), mode 600. Several processes may start at once:
 * the one that loses the race to create the file reads the winner's.
 */
export function ensureKeyFile(file: string): string {
  const existing = readKeyFile(file);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    const made = (err as NodeJS.ErrnoException).code === 'EEXIST' ? readKeyFile(file) : null;
    if (made) return made;
    throw err;
  }
}

/** Writes `value` to `file` (mode 600), replacing what was there. */
export function writeKeyFile(file: string, value: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
}
