import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COMMON_EN, COMMON_TY, PATTERN_MESSAGES_EN, PATTERN_MESSAGES_TY } from 'shared-contracts';
import { ERROR_CATALOGUE, ERROR_TABLES } from '../src/errors';
import { PACKAGE_ROOT, REPO_ROOT } from '../src/infra/paths';

const doc = readFileSync(join(REPO_ROOT, 'docs', 'contracts.md'), 'utf8');
const EN: Record<string, string> = { ...COMMON_EN, ...PATTERN_MESSAGES_EN };
const TY: Record<string, string> = { ...COMMON_TY, ...PATTERN_MESSAGES_TY };

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });

describe('the error catalogue', () => {
  it('declares each code once', () => {
    const seen = new Map<string, string>();
    for (const [table, entries] of Object.entries(ERROR_TABLES))
      for (const code of Object.keys(entries)) {
        expect(seen.get(code) ?? table).toBe(table);
        seen.set(code, table);
      }
  });

  it.each(Object.entries(ERROR_CATALOGUE))('docs/contracts.md lists %s with its status and message key', (code, e) => {
    const row = doc.split('\n').find((line) => line.startsWith(`| \`${code}\` |`));
    expect(row).toBeDefined();
    expect(row).toContain(`| ${e.status} |`);
    expect(row).toContain(`\`${e.message}\``);
  });

  it.each(Object.entries(ERROR_CATALOGUE))('%s has its message key translated in EN and TY', (_code, e) => {
    expect(EN[e.message]).toEqual(expect.any(String));
    expect(TY[e.message]).toEqual(expect.any(String));
  });

  it('every code a source file throws by name is in the catalogue', () => {
    // `xError('CODE'` / `apiError('CODE'` / `commonError('CODE'` — the typed throwers; the type checker
    // already refuses unknown codes per table, this catches a table that is not merged into src/errors.ts.
    const thrown = new Set<string>();
    for (const file of sources(join(PACKAGE_ROOT, 'src')))
      for (const m of readFileSync(file, 'utf8').matchAll(/\b[a-z][A-Za-z]*Error\(\s*'([A-Z][A-Z0-9_]+)'/g))
        thrown.add(m[1]!);
    const missing = [...thrown].filter((code) => !ERROR_CATALOGUE[code]);
    expect(missing).toEqual([]);
  });
});
